import { PROPERTY_STATUSES, PROPERTY_TYPES } from '@nestwise/shared';
import type { ReactNode } from 'react';
import {
  NumberField,
  optionsWithBlank,
  SelectField,
  TextAreaField,
} from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { statusLabel } from '@/lib/format';
import { TYPE_LABELS } from '../../lib/listing-display';
import { FeatureTagInput } from './feature-tag-input';
import {
  fieldId,
  type ListingErrors,
  type ListingField,
  type ListingFormValues,
} from './listing-form-values';

const TYPE_OPTIONS = optionsWithBlank('Select a type', PROPERTY_TYPES, (type) => TYPE_LABELS[type]);
const STATUS_OPTIONS = optionsWithBlank('Select a status', PROPERTY_STATUSES, statusLabel);

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

type SetField = <F extends ListingField>(field: F, value: ListingFormValues[F]) => void;

/** Every text, choice and number of a listing, each with its message next to it. */
export function ListingFields({
  values,
  errors,
  setField,
}: {
  values: ListingFormValues;
  errors: ListingErrors;
  setField: SetField;
}) {
  // What every field takes from the form: its id, label, value and error.
  const bound = (field: ListingField, label: string) => ({
    id: fieldId(field),
    label,
    value: values[field] as string,
    error: errors[field],
  });
  const text = (field: ListingField, label: string, extra: { required?: boolean } = {}) => (
    <TextField
      {...bound(field, label)}
      onValueChange={(value) => setField(field, value)}
      aria-required={extra.required || undefined}
    />
  );
  const select = (
    field: ListingField,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      {...bound(field, label)}
      options={options}
      aria-required
      onValueChange={(value) => setField(field, value)}
    />
  );
  const number = (
    field: ListingField,
    label: string,
    extra: { required?: boolean; prefix?: string; step?: string; min?: number } = {},
  ) => (
    <NumberField
      {...bound(field, label)}
      onValueChange={(value) => setField(field, value)}
      prefix={extra.prefix}
      step={extra.step ?? 'any'}
      min={extra.min ?? 0}
      aria-required={extra.required || undefined}
    />
  );

  return (
    <>
      <FormSection title="Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('title', 'Title', { required: true })}</div>
          <TextAreaField
            id={fieldId('description')}
            className="sm:col-span-2"
            label="Description"
            rows={5}
            value={values.description}
            error={errors.description}
            onValueChange={(value) => setField('description', value)}
          />
          {number('price', 'Price', { required: true, prefix: '$' })}
          {select('propertyType', 'Property type', TYPE_OPTIONS)}
          {select('status', 'Status', STATUS_OPTIONS)}
        </div>
      </FormSection>

      <FormSection title="Location">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('address', 'Address', { required: true })}</div>
          {text('city', 'City', { required: true })}
          {text('state', 'State')}
          {text('zip', 'ZIP code')}
          {text('neighborhood', 'Neighborhood')}
        </div>
      </FormSection>

      <FormSection title="Facts and features">
        <div className="grid gap-4 sm:grid-cols-3">
          {number('bedrooms', 'Bedrooms', { required: true, step: '1' })}
          {number('bathrooms', 'Bathrooms', { required: true, step: '0.5' })}
          {number('squareFeet', 'Square feet', { step: '1' })}
          {number('lotSize', 'Lot size (sq ft)')}
          {number('yearBuilt', 'Year built', { step: '1', min: 1500 })}
        </div>
        <div className="mt-4">
          <FeatureTagInput
            id={fieldId('features')}
            value={values.features}
            error={errors.features}
            onChange={(features) => setField('features', features)}
          />
        </div>
      </FormSection>
    </>
  );
}
