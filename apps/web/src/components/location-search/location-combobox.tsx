import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ListingMode, LocationSuggestionKind, TLocationSuggestion } from '@nestwise/shared';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { placeParams, type PlaceParams } from './location-place';
import { useLocationSuggestions } from './use-location-suggestions';

const GROUP_LABELS: Record<LocationSuggestionKind, string> = {
  city: 'Cities',
  neighborhood: 'Neighborhoods',
  zip: 'ZIP codes',
  address: 'Addresses',
};

function secondLine(suggestion: TLocationSuggestion): string | null {
  if (suggestion.kind === 'address') return suggestion.detail;
  if (suggestion.kind === 'zip')
    return [suggestion.city, suggestion.state].filter(Boolean).join(', ');
  return null;
}

/** The typed start in bold, as search boxes do, so the eye finds what matched. */
function Highlighted({ label, typed }: { label: string; typed: string }) {
  const length = label.toLowerCase().startsWith(typed.toLowerCase()) ? typed.length : 0;
  return (
    <>
      <span className="font-semibold">{label.slice(0, length)}</span>
      {label.slice(length)}
    </>
  );
}

export interface LocationComboboxProps {
  /** The input's id, for the `<label htmlFor>` the caller renders. */
  id: string;
  value: string;
  onValueChange: (text: string) => void;
  /** A city, ZIP code or neighborhood was chosen: the filters it sets. */
  onChoosePlace: (params: PlaceParams) => void;
  /** Counts and addresses of this mode's listings. */
  mode?: ListingMode;
  placeholder?: string;
  className?: string;
}

/**
 * The location box: a text input that suggests cities, neighborhoods, ZIP codes and addresses
 * as you type, following the WAI-ARIA combobox pattern (listbox popup, aria-activedescendant):
 * arrows move through the suggestions, Enter chooses one (or, with none active, submits the
 * form), Escape closes the list and then clears the text. Choosing an address opens its listing.
 * Hand-written rather than a library: it is on the first route of the home and properties pages,
 * where every kilobyte counts.
 */
export function LocationCombobox({
  id,
  value,
  onValueChange,
  onChoosePlace,
  mode,
  placeholder,
  className,
}: LocationComboboxProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The active option belongs to one answer: a new answer starts with none active.
  const [active, setActive] = useState({ answered: '', index: -1 });
  const { suggestions, answered } = useLocationSuggestions(value, mode, open);
  const activeIndex = active.answered === answered ? active.index : -1;
  const shown = open && value.trim() !== '' && suggestions.length > 0;
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    }
    // optionId is made of id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const choose = (suggestion: TLocationSuggestion) => {
    setOpen(false);
    if (suggestion.kind === 'address') {
      navigate(paths.property(suggestion.propertyId));
      return;
    }
    onValueChange(suggestion.label);
    onChoosePlace(placeParams(suggestion));
  };

  const move = (step: number) => {
    const count = suggestions.length;
    if (!count) return;
    const from = activeIndex < 0 ? (step > 0 ? -1 : count) : activeIndex;
    setActive({ answered, index: (from + step + count) % count });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const suggestion = shown && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      } else {
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    }
  };

  let index = -1;
  const groups = (['city', 'neighborhood', 'zip', 'address'] as const)
    .map((kind) => ({ kind, items: suggestions.filter((s) => s.kind === kind) }))
    .filter((group) => group.items.length > 0);

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listboxId}
        aria-activedescendant={shown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className={className}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
            <div
              id={`${id}-group-${group.kind}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {GROUP_LABELS[group.kind]}
            </div>
            {group.items.map((suggestion) => {
              index += 1;
              const at = index;
              const detail = secondLine(suggestion);
              return (
                <div
                  key={
                    suggestion.kind === 'address'
                      ? suggestion.propertyId
                      : `${suggestion.kind}-${suggestion.label}`
                  }
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === activeIndex}
                  // Keep the focus in the input, so the list stays a part of it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => at !== activeIndex && setActive({ answered, index: at })}
                  onClick={() => choose(suggestion)}
                  className={cn(
                    'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                    at === activeIndex && 'bg-teal-50 dark:bg-teal-950',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate">
                      <Highlighted label={suggestion.label} typed={value.trim()} />
                    </span>
                    {detail && (
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        {detail}
                      </span>
                    )}
                  </span>
                  {suggestion.kind !== 'address' && (
                    <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                      {suggestion.count.toLocaleString('en-US')}{' '}
                      {suggestion.count === 1 ? 'home' : 'homes'}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {shown
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}; use the arrow keys to choose`
          : ''}
      </p>
    </div>
  );
}
