import { fromNumber, toNumber } from '../lib/format';
import type { HomeFact } from './home-facts-fields';
import type { ToolProps } from '../lib/tool-props';

export interface ComplianceForm {
  title: string;
  description: string;
  listingType: 'sale' | 'rent';
  propertyType: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  yearBuilt: string;
  price: string;
  imagesCount: string;
}

export function initialComplianceForm(listing: ToolProps['listing']): ComplianceForm {
  if (!listing) {
    return {
      title: '',
      description: '',
      listingType: 'sale',
      propertyType: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      bedrooms: '',
      bathrooms: '',
      squareFeet: '',
      yearBuilt: '',
      price: '',
      imagesCount: '',
    };
  }
  return {
    title: listing.title,
    description: listing.description,
    listingType: listing.status === 'for-rent' || listing.status === 'rented' ? 'rent' : 'sale',
    propertyType: listing.propertyType,
    address: listing.location.address,
    city: listing.location.city,
    state: listing.location.state ?? '',
    zip: listing.location.zip ?? '',
    bedrooms: fromNumber(listing.bedrooms),
    bathrooms: fromNumber(listing.bathrooms),
    squareFeet: fromNumber(listing.squareFeet),
    yearBuilt: fromNumber(listing.yearBuilt),
    price: fromNumber(listing.price),
    imagesCount: String(listing.images.length),
  };
}

export function complianceBody(form: ComplianceForm, listing: ToolProps['listing']) {
  const body: Record<string, unknown> = {
    title: form.title,
    description: form.description,
    listingType: form.listingType,
  };
  for (const key of ['propertyType', 'address', 'city', 'state', 'zip'] as const) {
    if (form[key].trim()) body[key] = form[key].trim();
  }
  for (const key of [
    'bedrooms',
    'bathrooms',
    'squareFeet',
    'yearBuilt',
    'price',
    'imagesCount',
  ] as const) {
    const value = toNumber(form[key]);
    if (value !== undefined) body[key] = value;
  }
  if (listing?.location.latitude != null && listing.location.longitude != null) {
    body.latitude = listing.location.latitude;
    body.longitude = listing.location.longitude;
  }
  return body;
}

export const LISTING_FACTS = [
  'address',
  'city',
  'state',
  'zip',
  'bedrooms',
  'bathrooms',
  { key: 'squareFeet', min: 0 },
  'yearBuilt',
  'price',
] as const satisfies readonly HomeFact[];
