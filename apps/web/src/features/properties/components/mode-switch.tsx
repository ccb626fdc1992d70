import { LISTING_MODES, type ListingMode } from '@nestwise/shared';
import { RadioOptions } from '@/components/ui/radio-label';

export const MODE_LABELS: Record<ListingMode, string> = {
  buy: 'Buy',
  rent: 'Rent',
  sold: 'Sold',
};

const MODE_OPTIONS = LISTING_MODES.map((value) => ({ value }));

/** Buy, Rent or Sold at the top of the search: a segmented control of radio buttons. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: ListingMode;
  onChange: (mode: ListingMode) => void;
}) {
  return (
    <fieldset className="mb-4 inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">Homes to</legend>
      <RadioOptions
        name="listing-mode"
        options={MODE_OPTIONS}
        value={mode}
        onChange={onChange}
        className="min-w-20 cursor-pointer rounded-full px-5 py-2 text-center text-sm font-semibold text-slate-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-500 dark:text-slate-200"
      >
        {(option) => MODE_LABELS[option.value]}
      </RadioOptions>
    </fieldset>
  );
}
