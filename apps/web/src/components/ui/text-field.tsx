import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClasses =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-teal-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-invalid:border-red-600 dark:aria-invalid:border-red-400';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** The text as typed, for a form that keeps only the value (in place of onChange). */
  onValueChange?: (value: string) => void;
}

/** What a field's control carries: its id, and its ties to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldShellProps {
  /** The control's id; one is made up when not given. */
  id?: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** Text fields' hints read at body size; the compact fields' (selects, numbers) smaller. */
  hintSize?: 'text-xs' | 'text-sm';
  children: (control: FieldControlProps) => ReactNode;
}

/** What FieldShell draws around a control, as each field component takes it. */
type ShellPart = Pick<FieldShellProps, 'id' | 'label' | 'hint' | 'error' | 'className'>;

/** A field component's props split in two: its shell's, and the rest for its control. */
export function splitField<P extends ShellPart>({
  id,
  label,
  hint,
  error,
  className,
  ...control
}: P): [ShellPart, Omit<P, keyof ShellPart>] {
  return [{ id, label, hint, error, className }, control];
}

/**
 * A field's label above it, its hint and error below, tied to it for screen readers: the
 * control spreads the props it is handed.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  hintSize = 'text-xs',
  children,
}: FieldShellProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({
        id: fieldId,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <div id={hintId} className={`mt-1 ${hintSize} text-slate-600 dark:text-slate-300`}>
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

/** A labelled input; its error and hint are tied to it for screen readers. */
export function TextField({ onValueChange, ...field }: TextFieldProps) {
  const [shell, props] = splitField(field);
  return (
    <FieldShell {...shell} hintSize="text-sm">
      {(control) => (
        <input
          {...control}
          className={inputClasses}
          onChange={onValueChange && ((event) => onValueChange(event.target.value))}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type PresetFieldProps = Omit<TextFieldProps, 'label' | 'onChange' | 'value' | 'onValueChange'> & {
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A required box whose type and autofill are fixed, with a default label. */
function presetField(preset: { label: string; type: string; autoComplete: string }) {
  return function PresetField({ label = preset.label, ...props }: PresetFieldProps) {
    return (
      <TextField
        label={label}
        type={preset.type}
        autoComplete={preset.autoComplete}
        required
        {...props}
      />
    );
  };
}

/** The email box of the sign-in, sign-up, reset and contact forms. */
export const EmailField = presetField({ label: 'Email', type: 'email', autoComplete: 'email' });

/** The password an account already has: signing in, confirming a change. */
export const CurrentPasswordField = presetField({
  label: 'Password',
  type: 'password',
  autoComplete: 'current-password',
});
