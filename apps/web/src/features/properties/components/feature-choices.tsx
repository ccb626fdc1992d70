import { PROPERTY_FEATURES } from '@nestwise/shared';
import { featureLabel } from '../lib/listing-display';
import { labelClasses } from './filter-fields';

/** The feature checkboxes: the known features, then any the URL asked for that are not known. */
export function FeatureChoices({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (feature: string) => void;
}) {
  const extraFeatures = selected.filter(
    (f) => !(PROPERTY_FEATURES as readonly string[]).includes(f),
  );
  return (
    <fieldset>
      <legend className={labelClasses}>Features (all of)</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {[...PROPERTY_FEATURES, ...extraFeatures].map((feature) => (
          <label
            key={feature}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-500 dark:border-slate-600"
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={selected.includes(feature)}
              onChange={() => onToggle(feature)}
            />
            {featureLabel(feature)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
