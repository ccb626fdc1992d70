import { z } from 'zod';
import {
  DEFAULT_LISTING_MODE,
  LISTING_MODES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  TWIN_FILTERS,
} from '../constants/properties';
import { ZListPropertiesQuerySchema } from './properties';
import { requiredText } from './text';

/** How a saved search's alert mails go out: at once, or one digest a day. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Saved searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 25;
export const SAVED_SEARCH_NAME_MAX = 100;
/** A daily search's digest goes out at most this often. */
export const SAVED_SEARCH_DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found',
  limitReached: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  duplicate: 'You already saved this search.',
  nameRequired: 'Give your search a name.',
  nameTooLong: `Use at most ${SAVED_SEARCH_NAME_MAX} characters for the name.`,
  nothingToChange: 'Send a name, a frequency or alertsEnabled to change.',
  invalidUnsubscribeLink:
    'This unsubscribe link is not valid. Manage your alerts under Saved Searches.',
} as const;

export const SAVED_SEARCH_ERROR_CODES = {
  notFound: 'saved-searches/not-found',
  limitReached: 'saved-searches/limit-reached',
  duplicate: 'saved-searches/duplicate',
  invalidUnsubscribeLink: 'saved-searches/invalid-unsubscribe-link',
} as const;

/**
 * The filters of a saved search: the browse filters of GET /api/properties (the same zod fields,
 * so a saved search means exactly what the search page showed). Paging, `status`, `approval` and
 * `isActive` are not part of a search a buyer saves and are dropped; the mode defaults to buy.
 */
export const ZSavedSearchFiltersSchema = ZListPropertiesQuerySchema.pick({
  mode: true,
  q: true,
  city: true,
  state: true,
  neighborhood: true,
  propertyType: true,
  minPrice: true,
  maxPrice: true,
  minBedrooms: true,
  maxBedrooms: true,
  minBathrooms: true,
  minSquareFeet: true,
  maxSquareFeet: true,
  features: true,
  twin: true,
  agentId: true,
  sort: true,
}).transform(({ features, ...rest }) => {
  const filters: Record<string, unknown> = { ...rest, mode: rest.mode ?? DEFAULT_LISTING_MODE };
  if (features?.length) filters.features = [...new Set(features)];
  for (const key of Object.keys(filters)) if (filters[key] === undefined) delete filters[key];
  return filters as TSavedSearchFilters;
});

/** Saved filters as stored and presented: only the keys that narrow the search. */
export const ZSavedSearchFiltersOutputSchema = z.object({
  mode: z.enum(LISTING_MODES),
  q: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  neighborhood: z.string().optional(),
  propertyType: z.enum(PROPERTY_TYPES).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  minBedrooms: z.number().optional(),
  maxBedrooms: z.number().optional(),
  minBathrooms: z.number().optional(),
  minSquareFeet: z.number().optional(),
  maxSquareFeet: z.number().optional(),
  features: z.array(z.string()).optional(),
  twin: z.enum(TWIN_FILTERS).optional(),
  agentId: z.string().optional(),
  sort: z.enum(PROPERTY_SORTS),
});
export type TSavedSearchFilters = z.infer<typeof ZSavedSearchFiltersOutputSchema>;
export type TSavedSearchFiltersInput = z.input<typeof ZSavedSearchFiltersSchema>;

const ZSavedSearchNameSchema = requiredText(
  SAVED_SEARCH_MESSAGES.nameRequired,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_MESSAGES.nameTooLong,
);

export const ZSavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: 'frequency must be instant or daily',
});

/** POST /api/me/saved-searches: without a name, the filters' summary names it. */
export const ZCreateSavedSearchRequestSchema = z.object({
  name: ZSavedSearchNameSchema.optional(),
  filters: ZSavedSearchFiltersSchema,
  frequency: ZSavedSearchFrequencySchema.default('instant'),
});
export type TCreateSavedSearchRequest = z.infer<typeof ZCreateSavedSearchRequestSchema>;
export type TCreateSavedSearchRequestInput = z.input<typeof ZCreateSavedSearchRequestSchema>;

/** PATCH /api/me/saved-searches/{id}: rename, change the frequency, turn alerts on or off. */
export const ZUpdateSavedSearchRequestSchema = z
  .object({
    name: ZSavedSearchNameSchema.optional(),
    frequency: ZSavedSearchFrequencySchema.optional(),
    alertsEnabled: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.name !== undefined ||
      value.frequency !== undefined ||
      value.alertsEnabled !== undefined,
    { message: SAVED_SEARCH_MESSAGES.nothingToChange },
  );
export type TUpdateSavedSearchRequest = z.infer<typeof ZUpdateSavedSearchRequestSchema>;

export const ZSavedSearchIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type TSavedSearchIdParams = z.infer<typeof ZSavedSearchIdParamsSchema>;

export const ZSavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: ZSavedSearchFiltersOutputSchema,
  /** The filters in words ("Austin, TX · 3+ bd · under $600K"). */
  summary: z.string(),
  frequency: ZSavedSearchFrequencySchema,
  alertsEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;

export const ZListSavedSearchesResponseSchema = z.object({
  items: z.array(ZSavedSearchSchema),
  limit: z.number().int(),
});
export type TListSavedSearchesResponse = z.infer<typeof ZListSavedSearchesResponseSchema>;

export const ZDeleteSavedSearchResponseSchema = z.object({ id: z.string() });
export type TDeleteSavedSearchResponse = z.infer<typeof ZDeleteSavedSearchResponseSchema>;

/** POST /api/saved-searches/unsubscribe: the token of an alert mail's link; no sign-in. */
export const ZUnsubscribeSavedSearchRequestSchema = z.object({
  token: z.string().trim().min(1).max(2000),
});
export type TUnsubscribeSavedSearchRequest = z.infer<typeof ZUnsubscribeSavedSearchRequestSchema>;

export const ZUnsubscribeSavedSearchResponseSchema = z.object({
  name: z.string(),
  summary: z.string(),
});
export type TUnsubscribeSavedSearchResponse = z.infer<typeof ZUnsubscribeSavedSearchResponseSchema>;
