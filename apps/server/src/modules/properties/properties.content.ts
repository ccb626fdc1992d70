import type { TUpdatePropertyRequest } from '@nestwise/shared';
import type { PropertyPatch, PropertyRow } from './properties.repo';

type ContentInput = Omit<TUpdatePropertyRequest, 'status' | 'isActive'>;

/** Columns for the content fields present in the input (a location patch merges over `base`). */
export function contentColumns(input: ContentInput, base?: PropertyRow): PropertyPatch {
  const patch: PropertyPatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.description !== undefined) patch.description = input.description ?? '';
  if (input.price !== undefined) patch.price = input.price;
  if (input.propertyType !== undefined) patch.propertyType = input.propertyType;
  if (input.location !== undefined) {
    const l = input.location;
    const pick = <K extends 'address' | 'city' | 'state' | 'zip' | 'neighborhood'>(key: K) =>
      l[key] !== undefined ? l[key] : base?.[key];
    patch.address = pick('address') ?? '';
    patch.city = pick('city') ?? '';
    patch.state = pick('state') ?? null;
    patch.zip = pick('zip') ?? null;
    patch.neighborhood = pick('neighborhood') ?? null;
    patch.latitude = l.latitude !== undefined ? l.latitude : (base?.latitude ?? null);
    patch.longitude = l.longitude !== undefined ? l.longitude : (base?.longitude ?? null);
  }
  if (input.bedrooms !== undefined) patch.bedrooms = input.bedrooms;
  if (input.bathrooms !== undefined) patch.bathrooms = input.bathrooms;
  if (input.squareFeet !== undefined) patch.squareFeet = input.squareFeet;
  if (input.lotSize !== undefined) patch.lotSize = input.lotSize;
  if (input.yearBuilt !== undefined) patch.yearBuilt = input.yearBuilt;
  if (input.features !== undefined) patch.features = input.features;
  if (input.images !== undefined) patch.images = input.images;
  if (input.digitalTwin !== undefined) patch.digitalTwin = input.digitalTwin;
  if (input.media !== undefined) patch.media = input.media;
  return patch;
}

const COLUMN_TO_FIELD: Record<string, keyof TUpdatePropertyRequest> = {
  address: 'location',
  city: 'location',
  state: 'location',
  zip: 'location',
  neighborhood: 'location',
  latitude: 'location',
  longitude: 'location',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The request fields an edit really changes (location columns count as one field), for review. */
export function changedFields(content: PropertyPatch, current: PropertyRow): Set<string> {
  const changed = new Set<string>();
  for (const [column, value] of Object.entries(content)) {
    if (!same(value, current[column as keyof PropertyRow])) {
      changed.add(COLUMN_TO_FIELD[column] ?? column);
    }
  }
  return changed;
}
