import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';
import { FieldShell, inputClasses, splitField } from './text-field';

interface SelectFieldProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  options: readonly { value: T; label: string }[];
  value: T;
  /** The chosen option's value: the select offers only `options`, so it is one of theirs. */
  onValueChange: (value: T) => void;
}

/** A labelled native select. */
export function SelectField<T extends string>({
  options,
  onValueChange,
  ...field
}: SelectFieldProps<T>) {
  const [shell, props] = splitField(field);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select
          {...control}
          className={cn(inputClasses, 'pr-8')}
          onChange={(event) => onValueChange(event.target.value as T)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A select's options for a choice that may be left open: the blank one first ("Any status",
 * "Select a type"), then each value with its label.
 */
export function optionsWithBlank<T extends string>(
  blankLabel: string,
  values: readonly T[],
  label: (value: T) => string,
): { value: T | ''; label: string }[] {
  return [
    { value: '', label: blankLabel },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The text as typed, for a form that keeps only the value (in place of onChange). */
  onValueChange?: (value: string) => void;
}

/** A labelled multi-line text box. */
export function TextAreaField({ onValueChange, ...field }: TextAreaFieldProps) {
  const [shell, props] = splitField(field);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <textarea
          {...control}
          className={inputClasses}
          onChange={onValueChange && ((event) => onValueChange(event.target.value))}
          {...props}
        />
      )}
    </FieldShell>
  );
}

interface NumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'prefix'
> {
  label: string;
  /** The text as typed, so a half-typed number ("6.") stays editable. */
  value: string;
  onValueChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Adds a range slider bound to the same value (live calculators). */
  slider?: { min: number; max: number; step: number };
}

/** A labelled number input with an optional unit ($, %) and an optional slider. */
export function NumberField({
  value,
  onValueChange,
  prefix,
  suffix,
  slider,
  ...field
}: NumberFieldProps) {
  const [shell, props] = splitField(field);
  const numeric = Number(value);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <>
          <div className="relative">
            {prefix && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600 dark:text-slate-300"
              >
                {prefix}
              </span>
            )}
            <input
              {...control}
              type="number"
              inputMode="decimal"
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              className={cn(inputClasses, prefix && 'pl-7', suffix && 'pr-14')}
              {...props}
            />
            {suffix && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600 dark:text-slate-300"
              >
                {suffix}
              </span>
            )}
          </div>
          {slider && (
            <input
              type="range"
              aria-label={`${shell.label} slider`}
              min={slider.min}
              max={slider.max}
              step={slider.step}
              value={Number.isFinite(numeric) && value !== '' ? numeric : slider.min}
              onChange={(event) => onValueChange(event.target.value)}
              className="mt-2 w-full accent-teal-700 dark:accent-teal-400"
            />
          )}
        </>
      )}
    </FieldShell>
  );
}

/** A native select's options from [value, label] pairs. */
export function OptionList({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
