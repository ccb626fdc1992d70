import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the informational pages: a title, an introduction and headed sections. */
export function InfoPage({
  title,
  intro,
  updated,
  sections,
  wide = false,
  children,
}: {
  title: string;
  intro: ReactNode;
  updated?: string;
  sections?: InfoSection[];
  wide?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container narrow={!wide}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {updated && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last updated {updated}</p>
      )}
      <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</div>
      {sections?.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-7 text-slate-700 dark:text-slate-300 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
      {children}
    </Container>
  );
}
