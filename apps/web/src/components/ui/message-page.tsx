import type { ReactNode } from 'react';
import { LinkButtons, type LinkButton } from './link-buttons';

/**
 * The body of a page that only says something (not found, no longer available): what is above the
 * heading (an error code, an icon, with its own bottom margin), the heading, the words and the
 * ways on. The caller's frame centres it.
 */
export function MessagePage({
  top,
  title,
  children,
  links,
}: {
  top: ReactNode;
  title: string;
  children: ReactNode;
  links: LinkButton[];
}) {
  return (
    <>
      {top}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 text-slate-600 dark:text-slate-300">{children}</div>
      <LinkButtons className="mt-8 justify-center" links={links} />
    </>
  );
}
