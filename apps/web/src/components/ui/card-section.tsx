import type { ReactNode } from 'react';

/**
 * A white card that is a section of its page, named by its heading for screen readers (the
 * profile's forms, the order summary, the card details, the receipt).
 */
export function CardSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}
