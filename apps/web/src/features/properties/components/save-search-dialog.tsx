import { useState } from 'react';
import {
  describeSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  ZSavedSearchFiltersSchema,
  type SavedSearchFrequency,
  type TSavedSearch,
} from '@nestwise/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useSaveSearch } from '../api/save-search';

export const FREQUENCY_OPTIONS: { value: SavedSearchFrequency; label: string }[] = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Once a day (digest)' },
];

interface SaveSearchDialogProps {
  open: boolean;
  /** The search's filters as GET /api/properties takes them. */
  query: Record<string, string>;
  onSaved: (search: TSavedSearch) => void;
  onClose: () => void;
}

/** The search in words, as the Saved Searches page describes it. */
function searchSummary(query: Record<string, string>): string {
  const parsed = ZSavedSearchFiltersSchema.safeParse(query);
  return parsed.success ? describeSavedSearch(parsed.data) : 'My search';
}

/** Names the search (its summary by default) and picks how often alerts are emailed. */
export function SaveSearchDialog({ open, query, onSaved, onClose }: SaveSearchDialogProps) {
  const [summary] = useState(() => searchSummary(query));
  const [name, setName] = useState(summary.slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [save, saving] = useSaveSearch();
  const submit = async () => {
    const answer = await save({ name: name.trim() || undefined, filters: query, frequency });
    if (answer.data) onSaved(answer.data);
  };
  return (
    <ConfirmDialog
      open={open}
      title="Save this search"
      description={
        <>
          <span className="font-medium text-slate-900 dark:text-slate-100">{summary}</span>
          <br />
          We’ll notify you here and by email when a new home matches or a matching home’s price
          drops.
        </>
      }
      confirmLabel="Save search"
      pending={saving.isLoading}
      error={saving.error ? errorMessage(saving.error) : null}
      onConfirm={() => void submit()}
      onClose={() => {
        saving.reset();
        onClose();
      }}
    >
      <TextField
        label="Name"
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onValueChange={setName}
        placeholder={summary}
      />
      <SelectField
        label="Email alerts"
        value={frequency}
        options={FREQUENCY_OPTIONS}
        onValueChange={setFrequency}
      />
    </ConfirmDialog>
  );
}

export default SaveSearchDialog;
