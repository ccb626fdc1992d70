import { cn } from '@/lib/cn';

/** An on/off switch (role=switch) for a listing's active state. */
export function ActiveSwitch({
  checked,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  /** The accessible name, e.g. "Active: Sunny craftsman". */
  label: string;
  onChange: (next: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-2 rounded-full text-sm font-medium disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-6 w-11 rounded-full transition-colors',
          checked ? 'bg-teal-700' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 size-4 rounded-full bg-white transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      <span>{checked ? 'Active' : 'Inactive'}</span>
    </button>
  );
}
