import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-teal-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-invalid:border-red-600 dark:aria-invalid:border-red-400';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input; its error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClasses}
        {...props}
      />
      {hint && (
        <div id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
