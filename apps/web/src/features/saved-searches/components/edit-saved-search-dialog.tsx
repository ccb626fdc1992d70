import { useState } from 'react';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  type TSavedSearch,
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

/** Rename a saved search and choose its email alerts (instant, daily or off). */
export function EditSavedSearchDialog({ search, onSaved, onClose }: EditSavedSearchDialogProps) {
  const [name, setName] = useState(search.name);
  const [choice, setChoice] = useState<AlertChoice>(alertChoice(search));
  const [update, { isLoading: pending, error }] = useUpdateSavedSearch();
  const blank = name.trim() === '';

  const submit = async () => {
    const alertsEnabled = choice !== 'off';
    const frequency: SavedSearchFrequency = choice === 'off' ? search.frequency : choice;
    const answer = await update({
      id: search.id,
      body: { name: name.trim(), frequency, alertsEnabled },
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
      canConfirm={!blank}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        error={blank ? 'Give your search a name.' : null}
        onValueChange={setName}
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
