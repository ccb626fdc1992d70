import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  SAVED_SEARCH_NAME_MAX,
  ZUpdateSavedSearchRequestSchema,
  type SavedSearchFrequency,
  type TSavedSearch,
  type TUpdateSavedSearchRequest,
} from '@nestwise/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { ALERT_OPTIONS, alertChoice, type AlertChoice } from './alert-choice';

interface EditSavedSearchDialogProps {
  search: TSavedSearch;
  onSaved: (search: TSavedSearch) => void;
  onClose: () => void;
}

/** The PATCH's own schema checks the name (its "Give your search a name." and its length). */
const resolver = zodResolver(ZUpdateSavedSearchRequestSchema);

/** Rename a saved search and choose its email alerts (instant, daily or off). */
export function EditSavedSearchDialog({ search, onSaved, onClose }: EditSavedSearchDialogProps) {
  // The name is checked as it is typed: a blank one is named at once and cannot be saved.
  const form = useForm({ resolver, mode: 'onChange', defaultValues: { name: search.name } });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const nameError = form.formState.errors.name?.message ?? null;
  const [choice, setChoice] = useState<AlertChoice>(alertChoice(search));
  const [update, { isLoading: pending, error }] = useUpdateSavedSearch();

  const onValid = async (checked: TUpdateSavedSearchRequest) => {
    const alertsEnabled = choice !== 'off';
    const frequency: SavedSearchFrequency = choice === 'off' ? search.frequency : choice;
    const answer = await update({
      id: search.id,
      body: { name: checked.name, frequency, alertsEnabled },
    });
    if (answer.data) onSaved(answer.data);
  };

  return (
    <ConfirmDialog
      open
      title="Edit saved search"
      description={search.summary}
      confirmLabel="Save changes"
      pending={pending}
      error={error ? errorMessage(error) : null}
      canConfirm={!nameError}
      onConfirm={() => void form.handleSubmit(onValid)()}
      onClose={onClose}
    >
      <TextField
        label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={nameError}
        onValueChange={(value) => form.setValue('name', value, { shouldValidate: true })}
      />
      <SelectField
        label="Email alerts"
        value={choice}
        options={ALERT_OPTIONS}
        onValueChange={setChoice}
      />
    </ConfirmDialog>
  );
}
