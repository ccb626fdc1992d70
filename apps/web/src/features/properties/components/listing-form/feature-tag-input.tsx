import { PROPERTY_FEATURES, PROPERTY_LIMITS } from '@nestwise/shared';
import { useState, type KeyboardEvent } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { featureLabel } from '../../lib/listing-display';

/**
 * Features as tags: Enter or a comma adds the typed one (the assistant's vocabulary is suggested),
 * Backspace in an empty box removes the last, each tag has its own remove button.
 */
export function FeatureTagInput({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string[];
  error?: string;
  onChange: (features: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = (raw: string) => {
    const feature = raw.trim().toLowerCase().replace(/\s+/g, '-');
    setDraft('');
    if (!feature || value.includes(feature)) return;
    onChange([...value, feature.slice(0, PROPERTY_LIMITS.featureMax)]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Features
      </label>
      {value.length > 0 && (
        <ul aria-label="Added features" className="mb-2 flex flex-wrap gap-2">
          {value.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 dark:bg-teal-950 dark:text-teal-100"
            >
              {featureLabel(feature)}
              <button
                type="button"
                aria-label={`Remove feature ${featureLabel(feature)}`}
                className="rounded-full px-1.5 leading-none hover:bg-teal-100 dark:hover:bg-teal-900"
                onClick={() => onChange(value.filter((each) => each !== feature))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          list={`${id}-suggestions`}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed.endsWith(',')) add(typed.slice(0, -1));
            else setDraft(typed);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          placeholder="e.g. pool"
          className={inputClasses}
        />
        <button
          type="button"
          onClick={() => add(draft)}
          className="rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Add
        </button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {PROPERTY_FEATURES.filter((feature) => !value.includes(feature)).map((feature) => (
          <option key={feature} value={feature} />
        ))}
      </datalist>
      <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Press Enter or type a comma to add a feature.
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
