import {
  PROPERTY_LIMITS,
  ZCreatePropertyRequestSchema,
  ZPropertyLocationInputSchema,
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

/**
 * The shared create schema laid out as the form holds it: the location's parts beside the other
 * fields, so each error lands on its own box. Every rule is the create schema's own (the server
 * runs that schema); the output is the create request.
 */
export const ZListingFormSchema = ZCreatePropertyRequestSchema.pick({
  title: true,
  description: true,
  price: true,
  propertyType: true,
  status: true,
  bedrooms: true,
  bathrooms: true,
  squareFeet: true,
  lotSize: true,
  yearBuilt: true,
  features: true,
})
  .extend(
    ZPropertyLocationInputSchema.pick({
      address: true,
      city: true,
      state: true,
      zip: true,
      neighborhood: true,
    }).shape,
  )
  .transform(({ address, city, state, zip, neighborhood, ...fields }): TCreatePropertyRequest => ({
    ...fields,
    location: { address, city, state, zip, neighborhood },
  }));

/**
 * PROPERTY_MESSAGES (packages/shared) gives texts for the required fields and the schema carries
 * them; the optional fields
 * have none in the spec, so a plain sentence replaces zod's generic wording for them.
 */
const FALLBACK_MESSAGES: Partial<Record<string, string>> = {
  description: `Description must be at most ${PROPERTY_LIMITS.descriptionMax.toLocaleString('en-US')} characters`,
  state: 'State must be at most 50 characters',
  zip: 'ZIP code must be at most 20 characters',
  neighborhood: 'Neighborhood must be at most 100 characters',
  squareFeet: 'Square feet must be a whole number, 0 or more',
  lotSize: 'Lot size must be a number, 0 or more',
  yearBuilt: 'Year built must be a year between 1500 and 2200',
  features: `Up to ${PROPERTY_LIMITS.featuresMax} features of at most ${PROPERTY_LIMITS.featureMax} characters each`,
};

/**
 * The parse options of the form's checks: zod asks this only for issues whose schema has no
 * message of its own (the spec's texts are the schema's), and it answers by the field.
 */
export const LISTING_PARSE_OPTIONS = {
  error: (issue: { path?: readonly PropertyKey[] }) => {
    const field = issue.path?.[0];
    return typeof field === 'string' ? FALLBACK_MESSAGES[field] : undefined;
  },
};

/** The form's input as the schema types it: the form holds text where the request has numbers. */
type ListingSchemaInput = Parameters<typeof ZListingFormSchema.safeParse>[0];

export type ListingValidation =
  { ok: true; data: TCreatePropertyRequest } | { ok: false; errors: ListingErrors };

const isListingField = (name: string): name is ListingField =>
  (LISTING_FIELDS as readonly string[]).includes(name);

/** Checks the values with the shared create schema; one message per field, the first found. */
export function validateListing(values: ListingFormValues): ListingValidation {
  const result = ZListingFormSchema.safeParse(values as ListingSchemaInput, LISTING_PARSE_OPTIONS);
  if (result.success) return { ok: true, data: result.data };
  const errors: ListingErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field !== 'string' || !isListingField(field) || errors[field]) continue;
    errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * One message per field from react-hook-form's errors, which nest an array's item errors
 * (features.0) under the field: the field's own message, else its first item's.
 */
export function listingErrorsOf(errors: Record<string, unknown>): ListingErrors {
  const found: ListingErrors = {};
  for (const field of LISTING_FIELDS) {
    const message = firstMessage(errors[field]);
    if (message) found[field] = message;
  }
  return found;
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const message = firstMessage(nested);
    if (message) return message;
  }
  return undefined;
}

/** The first field with an error, in screen order. */
export function firstInvalidField(errors: ListingErrors): ListingField | undefined {
  return LISTING_FIELDS.find((field) => errors[field]);
}
