import { fromNumber, toNumber } from '../lib/format';
import type { HomeFact } from './home-facts-fields';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from '../lib/tool-props';

export interface ValuationForm {
  city: string;
  state: string;
  zip: string;
  neighborhood: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  lotSize: string;
  yearBuilt: string;
  garageSpaces: string;
  latitude: string;
  longitude: string;
  asOf: string;
}

const EMPTY: ValuationForm = {
  city: '',
  state: '',
  zip: '',
  neighborhood: '',
  propertyType: 'house',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  lotSize: '',
  yearBuilt: '',
  garageSpaces: '',
  latitude: '',
  longitude: '',
  asOf: '',
};

export const SACRAMENTO_EXAMPLE: ValuationForm = {
  ...EMPTY,
  city: 'Sacramento',
  state: 'CA',
  zip: '95823',
  bedrooms: '3',
  bathrooms: '2',
  squareFeet: '1500',
  latitude: '38.4817',
  longitude: '-121.4350',
};

export function initialValuationForm(listing: ToolProps['listing']): ValuationForm {
  if (!listing) return EMPTY;
  const type = PROPERTY_TYPE_OPTIONS.some((option) => option.value === listing.propertyType)
    ? listing.propertyType
    : 'house';
  return {
    ...EMPTY,
    city: listing.location.city,
    state: listing.location.state ?? '',
    zip: listing.location.zip ?? '',
    neighborhood: listing.location.neighborhood ?? '',
    propertyType: type,
    bedrooms: fromNumber(listing.bedrooms),
    bathrooms: fromNumber(listing.bathrooms),
    squareFeet: fromNumber(listing.squareFeet),
    lotSize: fromNumber(listing.lotSize),
    yearBuilt: fromNumber(listing.yearBuilt),
    latitude: fromNumber(listing.location.latitude),
    longitude: fromNumber(listing.location.longitude),
  };
}

/** The request body; blank optional fields are left out, blank required ones go as null (→ 400). */
export function valuationBody(form: ValuationForm) {
  const optional = (value: string) => toNumber(value);
  const required = (value: string) => toNumber(value) ?? null;
  const body: Record<string, unknown> = {
    city: form.city,
    state: form.state,
    propertyType: form.propertyType,
    bedrooms: required(form.bedrooms),
    bathrooms: required(form.bathrooms),
    squareFeet: required(form.squareFeet),
  };
  if (form.zip.trim()) body.zip = form.zip.trim();
  if (form.neighborhood.trim()) body.neighborhood = form.neighborhood.trim();
  for (const key of ['lotSize', 'yearBuilt', 'garageSpaces', 'latitude', 'longitude'] as const) {
    const value = optional(form[key]);
    if (value !== undefined) body[key] = value;
  }
  if (form.asOf) body.asOf = form.asOf;
  return body;
}

export const VALUATION_FACTS = [
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', hint: 'Two letters, e.g. CA', autoComplete: 'address-level1' },
  { key: 'zip', inputMode: 'numeric', autoComplete: 'postal-code' },
  { key: 'neighborhood', optional: true },
  { key: 'propertyType', className: 'col-span-2' },
  { key: 'bedrooms', step: 1 },
  'bathrooms',
  { key: 'squareFeet', className: 'col-span-2', min: 100 },
  { key: 'lotSize', optional: true },
  { key: 'yearBuilt', optional: true, min: 1600, max: 2100 },
  { key: 'garageSpaces', optional: true },
  { key: 'latitude', optional: true, hint: 'For distances to comparables' },
  { key: 'longitude', optional: true },
] as const satisfies readonly HomeFact[];
