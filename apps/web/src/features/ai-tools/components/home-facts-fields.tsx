import { SpecFields, type FieldSpec } from './spec-fields';
import { PROPERTY_TYPE_OPTIONS } from '../lib/tool-props';

export type HomeFactKey =
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'neighborhood'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'lotSize'
  | 'yearBuilt'
  | 'garageSpaces'
  | 'latitude'
  | 'longitude'
  | 'price';

/** What every tool means by a fact; a tool adds only what differs (hints, bounds, width). */
const HOME_FACTS: Record<HomeFactKey, Omit<FieldSpec, 'key'>> = {
  address: { kind: 'text', label: 'Address', className: 'col-span-2' },
  city: { kind: 'text', label: 'City', className: 'col-span-2' },
  state: { kind: 'text', label: 'State', maxLength: 2 },
  zip: { kind: 'text', label: 'ZIP code' },
  neighborhood: { kind: 'text', label: 'Neighborhood', className: 'col-span-2' },
  propertyType: { kind: 'select', label: 'Property type', options: PROPERTY_TYPE_OPTIONS },
  bedrooms: { label: 'Bedrooms', min: 0 },
  bathrooms: { label: 'Bathrooms', min: 0, step: 0.5 },
  squareFeet: { label: 'Living area', suffix: 'sq ft' },
  lotSize: { label: 'Lot size', suffix: 'sq ft', min: 0 },
  yearBuilt: { label: 'Year built' },
  garageSpaces: { label: 'Garage spaces', min: 0 },
  latitude: { label: 'Latitude', step: 'any' },
  longitude: { label: 'Longitude', step: 'any' },
  price: { label: 'Price', prefix: '$', min: 0 },
};

/** A fact by its key, or with what this tool changes; `optional` adds "(optional)" to the label. */
export type HomeFact<K extends HomeFactKey = HomeFactKey> = K | HomeFactChanges<K>;
type HomeFactChanges<K extends HomeFactKey> = Partial<Omit<FieldSpec<K>, 'key'>> & {
  key: K;
  optional?: boolean;
};

export function homeFactSpec<K extends HomeFactKey>(fact: HomeFact<K>): FieldSpec<K> {
  const { key, optional, ...changes }: HomeFactChanges<K> =
    typeof fact === 'object' ? fact : { key: fact };
  const spec: FieldSpec<K> = { ...HOME_FACTS[key], ...changes, key };
  return optional ? { ...spec, label: `${spec.label} (optional)` } : spec;
}

/** The home's facts as form fields, bound to the tool's own form state. */
export function HomeFactsFields<K extends HomeFactKey>({
  facts,
  values,
  onChange,
  errors,
}: {
  facts: readonly HomeFact<K>[];
  values: Readonly<Record<NoInfer<K>, string>>;
  onChange: (key: K, value: string) => void;
  errors?: Partial<Record<NoInfer<K>, string | null>>;
}) {
  return (
    <SpecFields
      fields={facts.map(homeFactSpec)}
      values={values}
      onChange={onChange}
      errors={errors}
    />
  );
}
