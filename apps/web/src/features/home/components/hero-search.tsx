import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LocationCombobox } from '@/components/location-search/location-combobox';
import { placeText, type PlaceParams } from '@/components/location-search/location-place';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { RadioOptions } from '@/components/ui/radio-label';
import { inputClasses } from '@/components/ui/text-field';
import { OptionList } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { priceOptions } from '@/lib/price-options';

const TYPES = [
  ['', 'Any type'],
  ['house', 'House'],
  ['apartment', 'Apartment'],
  ['condo', 'Condo'],
  ['townhouse', 'Townhouse'],
  ['multi-family', 'Multi-family'],
  ['land', 'Land'],
  ['commercial', 'Commercial'],
] as const;

const MODES = [
  { value: 'buy', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
] as const;

const labelClasses =
  'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300';

/** One of the search's choices: its small capitals label over a native select. */
function HeroSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <OptionList options={options} />
      </select>
    </div>
  );
}

/**
 * Opens /properties with the filters in the URL (mode, the place, propertyType, maxPrice). The
 * place is a chosen suggestion's filters (city and state, zip, neighborhood) or the typed text
 * (`location`); choosing a suggestion searches at once, an address opens its listing. Rent's
 * price choices are monthly rents.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [place, setPlace] = useState<PlaceParams>({});
  const [mode, setMode] = useState<'buy' | 'rent'>('buy');
  const [propertyType, setPropertyType] = useState('');
  const [maxPrice, setMaxPrice] = useState('');

  const search = (where: PlaceParams) => {
    const params = new URLSearchParams(mode === 'rent' ? { mode } : {});
    for (const [key, value] of Object.entries(where)) {
      if (value?.trim()) params.set(key, value.trim());
    }
    if (propertyType) params.set('propertyType', propertyType);
    if (maxPrice) params.set('maxPrice', maxPrice);
    navigate(`${paths.properties}?${params.toString()}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(place);
  };

  return (
    <form
      role="search"
      aria-label="Search properties"
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <fieldset className="mb-3 flex gap-2">
        <legend className="sr-only">Looking to</legend>
        <RadioOptions
          name="mode"
          options={MODES}
          value={mode}
          onChange={(chosen) => {
            setMode(chosen);
            // A sale price is no rent (and the other way round): the choice starts over.
            setMaxPrice('');
          }}
          className="cursor-pointer rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-500 dark:border-slate-600"
        >
          {(option) => option.label}
        </RadioOptions>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="search-location" className={labelClasses}>
            Location
          </label>
          <LocationCombobox
            id="search-location"
            className={inputClasses}
            placeholder="City, ZIP, neighborhood or address"
            mode={mode}
            value={placeText(place)}
            onValueChange={(text) => setPlace({ location: text })}
            onChoosePlace={(chosen) => {
              setPlace(chosen);
              search(chosen);
            }}
          />
        </div>
        <HeroSelect
          id="search-type"
          label="Property type"
          value={propertyType}
          onChange={setPropertyType}
          options={TYPES}
        />
        <HeroSelect
          id="search-max-price"
          label={mode === 'rent' ? 'Max rent' : 'Max price'}
          value={maxPrice}
          onChange={setMaxPrice}
          options={[['', 'No max'], ...priceOptions(mode)]}
        />
        <Button type="submit" className="h-[42px]">
          <SearchIcon className="size-4" />
          Search
        </Button>
      </div>
    </form>
  );
}
