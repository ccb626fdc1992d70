import { z } from 'zod';
import { LISTING_MODES, LOCATION_TEXT_MAX } from '../constants/properties';
import { requiredText } from './text';

/** The location box's suggestions (issue #17): at most this many in one answer. */
export const LOCATION_SUGGESTIONS_MAX = 8;

export const LOCATION_MESSAGES = {
  queryRequired: 'Type a city, ZIP code, neighborhood or address to get suggestions',
  queryTooLong: `Location text must be at most ${LOCATION_TEXT_MAX} characters`,
  modeInvalid: 'mode must be buy, rent or sold',
} as const;

/** GET /api/locations/suggest?q=…&mode=buy|rent|sold */
export const ZSuggestLocationsRequestSchema = z.object({
  q: requiredText(
    LOCATION_MESSAGES.queryRequired,
    LOCATION_TEXT_MAX,
    LOCATION_MESSAGES.queryTooLong,
  ),
  /** Counts and addresses of this mode's listings only; without it, every public listing. */
  mode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LISTING_MODES, { error: LOCATION_MESSAGES.modeInvalid }).optional(),
  ),
});
export type TSuggestLocationsRequest = z.infer<typeof ZSuggestLocationsRequestSchema>;

export const LOCATION_SUGGESTION_KINDS = ['city', 'neighborhood', 'zip', 'address'] as const;
export type LocationSuggestionKind = (typeof LOCATION_SUGGESTION_KINDS)[number];

const place = {
  /** What the box shows once chosen ("Austin, TX", "78701", "Mueller, Austin, TX"). */
  label: z.string(),
  /** Public listings there in the mode asked for. */
  count: z.number().int().nonnegative(),
};

export const ZLocationSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('city'),
    ...place,
    city: z.string(),
    state: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('neighborhood'),
    ...place,
    neighborhood: z.string(),
    city: z.string(),
    state: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('zip'),
    ...place,
    zip: z.string(),
    /** The city most of the ZIP's listings are in, shown beside it. */
    city: z.string(),
    state: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('address'),
    label: z.string(),
    /** "Austin, TX 78701". */
    detail: z.string(),
    propertyId: z.string(),
  }),
]);
export type TLocationSuggestion = z.infer<typeof ZLocationSuggestionSchema>;

export const ZSuggestLocationsResponseSchema = z.object({
  /** The text the suggestions answer (trimmed), so a client can drop stale answers. */
  q: z.string(),
  suggestions: z.array(ZLocationSuggestionSchema).max(LOCATION_SUGGESTIONS_MAX),
});
export type TSuggestLocationsResponse = z.infer<typeof ZSuggestLocationsResponseSchema>;
