import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unmatched path. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <MessagePage
        top={<p className="mb-2 text-sm font-semibold text-teal-700 dark:text-teal-300">404</p>}
        title="Page not found"
        links={[
          { to: paths.home, label: 'Go home' },
          { to: paths.properties, label: 'Browse properties' },
        ]}
      >
        <p>The page you are looking for does not exist or has moved.</p>
      </MessagePage>
    </section>
  );
}

export default NotFoundPage;
