import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Documents shows only its title and this sentence (Clients and Appointments are built, issue #17).
 */
export function UnderDevelopment({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        This page is currently under development.
      </p>
    </section>
  );
}
