import {
  PROPERTY_LIMITS,
  PROPERTY_MESSAGES,
  ZCreatePropertyRequestSchema,
  type TCreatePropertyRequest,
  type TProperty,
} from '@nestwise/shared';

/** The form's own state: text as typed, so a half-typed number stays editable. */
export interface ListingFormValues {
  title: string;
  description: string;
  price: string;
  propertyType: string;
  status: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  neighborhood: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  lotSize: string;
  yearBuilt: string;
  features: string[];
}

export type ListingField = keyof ListingFormValues;
export type ListingErrors = Partial<Record<ListingField, string>>;

/** Field order on screen: the first invalid one in this order gets focus on submit. */
export const LISTING_FIELDS: readonly ListingField[] = [
  'title',
  'description',
  'price',
  'propertyType',
  'status',
  'address',
  'city',
  'state',
  'zip',
  'neighborhood',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSize',
  'yearBuilt',
  'features',
];

/** The DOM id of a field's control, for labels, aria-describedby and focusing. */
export const fieldId = (field: ListingField) => `listing-${field}`;

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  description: '',
  price: '',
  propertyType: '',
  status: 'for-sale',
  address: '',
  city: '',
  state: '',
  zip: '',
  neighborhood: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  lotSize: '',
  yearBuilt: '',
  features: [],
};

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function valuesFromProperty(property: TProperty): ListingFormValues {
  return {
    title: property.title,
    description: property.description,
    price: text(property.price),
    propertyType: property.propertyType,
    status: property.status,
    address: property.location.address,
    city: property.location.city,
    state: text(property.location.state),
    zip: text(property.location.zip),
    neighborhood: text(property.location.neighborhood),
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    squareFeet: text(property.squareFeet),
    lotSize: text(property.lotSize),
    yearBuilt: text(property.yearBuilt),
    features: [...property.features],
  };
}

/** The request the shared schema checks; the server runs the same schema. */
function requestInput(values: ListingFormValues) {
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    propertyType: values.propertyType || undefined,
    status: values.status || undefined,
    location: {
      address: values.address,
      city: values.city,
      state: values.state,
      zip: values.zip,
      neighborhood: values.neighborhood,
    },
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    squareFeet: values.squareFeet,
    lotSize: values.lotSize,
    yearBuilt: values.yearBuilt,
    features: values.features,
  };
}

const SPEC_MESSAGES = new Set<string>(Object.values(PROPERTY_MESSAGES));

/**
 * Spec §5 gives texts for the required fields and the schema carries them; the optional fields
 * have none in the spec, so a plain sentence replaces zod's generic wording for them.
 */
const FALLBACK_MESSAGES: Partial<Record<ListingField, string>> = {
  description: `Description must be at most ${PROPERTY_LIMITS.descriptionMax.toLocaleString('en-US')} characters`,
  state: 'State must be at most 50 characters',
  zip: 'ZIP code must be at most 20 characters',
  neighborhood: 'Neighborhood must be at most 100 characters',
  squareFeet: 'Square feet must be a whole number, 0 or more',
  lotSize: 'Lot size must be a number, 0 or more',
  yearBuilt: 'Year built must be a year between 1500 and 2200',
  features: `Up to ${PROPERTY_LIMITS.featuresMax} features of at most ${PROPERTY_LIMITS.featureMax} characters each`,
};

function fieldOfPath(path: readonly PropertyKey[]): ListingField | undefined {
  const [head, next] = path;
  if (head === 'location' && typeof next === 'string') {
    return (LISTING_FIELDS as readonly string[]).includes(next)
      ? (next as ListingField)
      : 'address';
  }
  return typeof head === 'string' && (LISTING_FIELDS as readonly string[]).includes(head)
    ? (head as ListingField)
    : undefined;
}

export type ListingValidation =
  { ok: true; data: TCreatePropertyRequest } | { ok: false; errors: ListingErrors };

/** Checks the values with the shared create schema; one message per field, the first found. */
export function validateListing(values: ListingFormValues): ListingValidation {
  const result = ZCreatePropertyRequestSchema.safeParse(requestInput(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: ListingErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (!field || errors[field]) continue;
    errors[field] = SPEC_MESSAGES.has(issue.message)
      ? issue.message
      : (FALLBACK_MESSAGES[field] ?? issue.message);
  }
  return { ok: false, errors };
}

/** The first field with an error, in screen order. */
export function firstInvalidField(errors: ListingErrors): ListingField | undefined {
  return LISTING_FIELDS.find((field) => errors[field]);
}
