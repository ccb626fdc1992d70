import { NumberField, SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';

/**
 * One input described as data, so a tool lists its fields instead of repeating the same
 * JSX per field. Attributes a kind does not use are ignored by it.
 */
export interface FieldSpec<K extends string = string> {
  key: K;
  label: string;
  /** 'number' unless said otherwise. */
  kind?: 'number' | 'text' | 'select';
  className?: string;
  hint?: string;
  placeholder?: string;
  prefix?: string;
  suffix?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
  slider?: { min: number; max: number; step: number };
  type?: 'date';
  maxLength?: number;
  inputMode?: 'numeric';
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
}

export interface SpecFieldsProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  /** The form's text values; a form may hold more keys than these fields show. */
  values: Readonly<Record<NoInfer<K>, string>>;
  onChange: (key: K, value: string) => void;
  errors?: Partial<Record<NoInfer<K>, string | null>>;
}

/** The fields in order, as siblings, so they take their places in the caller's grid. */
export function SpecFields<K extends string>({
  fields,
  values,
  onChange,
  errors,
}: SpecFieldsProps<K>) {
  return (
    <>
      {fields.map((field) => (
        <SpecField
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => onChange(field.key, value)}
          error={errors?.[field.key]}
        />
      ))}
    </>
  );
}

function SpecField({
  field,
  value,
  onChange,
  error,
}: {
  field: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  const common = { label: field.label, className: field.className, hint: field.hint, error };
  if (field.kind === 'select') {
    return (
      <SelectField
        {...common}
        value={value}
        onValueChange={onChange}
        options={field.options ?? []}
      />
    );
  }
  if (field.kind === 'text') {
    return (
      <TextField
        {...common}
        type={field.type}
        value={value}
        maxLength={field.maxLength}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        onValueChange={onChange}
      />
    );
  }
  // inputMode is left out: NumberField's own "decimal" must not be overridden by undefined.
  return (
    <NumberField
      {...common}
      prefix={field.prefix}
      suffix={field.suffix}
      value={value}
      onValueChange={onChange}
      min={field.min}
      max={field.max}
      step={field.step}
      slider={field.slider}
      placeholder={field.placeholder}
    />
  );
}
