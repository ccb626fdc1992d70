import { LinkButtons } from '@/components/ui/link-buttons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2: any unmatched path. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-teal-700 dark:text-teal-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <LinkButtons
        className="mt-8 justify-center"
        links={[
          { to: paths.home, label: 'Go home' },
          { to: paths.properties, label: 'Browse properties' },
        ]}
      />
    </section>
  );
}

export default NotFoundPage;
