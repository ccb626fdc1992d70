import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';

export type HeadingLevel = 2 | 3 | 4;

/** A bordered panel inside a tool (its form, a result block). */
export function Panel({
  title,
  children,
  className,
  actions,
  headingLevel = 3,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cn(
        'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <Heading className="text-lg font-semibold">{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** The computation's assumptions, always one click away. */
export function Assumptions({ items, open = false }: { items: readonly string[]; open?: boolean }) {
  if (items.length === 0) return null;
  return (
    <details
      open={open}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950"
    >
      <summary className="cursor-pointer font-semibold">Assumptions ({items.length})</summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

/** The server's (or the schema's) message for bad input, shown next to the form. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert className="mt-4">{message}</Alert>;
}

export function EmptyResult({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-40 place-items-center rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {children}
    </div>
  );
}

/** The passage `start..end` of `text` with some context either side, the passage marked. */
export function SourceExcerpt({
  text,
  start,
  end,
  context = 70,
  className,
}: {
  text: string;
  start: number;
  end: number;
  context?: number;
  className?: string;
}) {
  // Widen by `context` characters, then trim back to whole words.
  let from = Math.max(0, start - context);
  if (from > 0) {
    const space = text.slice(from, start).search(/\s/);
    if (space !== -1) from += space + 1;
  }
  let to = Math.min(text.length, end + context);
  if (to < text.length) {
    const space = Math.max(text.lastIndexOf(' ', to), text.lastIndexOf('\n', to));
    if (space > end) to = space;
  }
  return (
    <blockquote
      className={cn(
        'rounded-lg border-l-4 border-amber-400 bg-slate-50 px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap text-slate-700 dark:bg-slate-950 dark:text-slate-300',
        className,
      )}
    >
      {from > 0 && '…'}
      {squeeze(text.slice(from, start))}
      <mark className="rounded bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
        {text.slice(start, end)}
      </mark>
      {squeeze(text.slice(end, to))}
      {to < text.length && '…'}
    </blockquote>
  );
}

/** Blank lines in the context take room without telling anything. */
function squeeze(context: string) {
  return context.replace(/\n\s*\n/g, '\n');
}

/** A table that scrolls sideways on narrow screens instead of overflowing the page. */
export function ScrollTable({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700',
        className,
      )}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-max border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const th =
  'border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200';
export const td = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';
