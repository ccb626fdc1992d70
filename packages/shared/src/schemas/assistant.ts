import { z } from 'zod';
import { PROPERTY_FEATURES, PROPERTY_SORTS, PROPERTY_TYPES } from '../constants/properties';

/** The assistant's request and answer (shared/assistant/CONTRACT.md). */
export const ASSISTANT_INTENTS = [
  'property_search',
  'price_inquiry',
  'market_trends',
  'virtual_tour',
  'property_details',
  'greeting',
  'help',
  'unsupported',
  'off_topic',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * Why an answer declines (docs/assistant-contract.md): `steering` a fair-housing refusal,
 * `action` something the assistant cannot do ("book a showing"), both with intent `unsupported`;
 * `off_topic` a question not about property.
 */
export const ASSISTANT_DECLINE_REASONS = ['steering', 'action', 'off_topic'] as const;
export type AssistantDeclineReason = (typeof ASSISTANT_DECLINE_REASONS)[number];

export const ASSISTANT_STATUSES = ['for-sale', 'for-rent'] as const;
/** The assistant speaks the listings' own vocabulary (CONTRACT.md's values are the same). */
export const ASSISTANT_PROPERTY_TYPES = PROPERTY_TYPES;
export const ASSISTANT_FEATURES = PROPERTY_FEATURES;
export const ASSISTANT_SORTS = PROPERTY_SORTS;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];
export type AssistantPropertyType = (typeof ASSISTANT_PROPERTY_TYPES)[number];

export const ASSISTANT_TRANSCRIPT_MAX_LENGTH = 1000;

/** Most cities or types one filter list holds. */
export const ASSISTANT_LIST_MAX = 10;

const wholeNumber = z.number().int().min(0).max(1_000_000_000_000);

/** Only the keys the user asked for; `previousFilters` comes back in this same shape. */
export const ZAssistantFiltersSchema = z
  .object({
    status: z.enum(ASSISTANT_STATUSES),
    propertyType: z.enum(ASSISTANT_PROPERTY_TYPES),
    city: z.string().trim().min(1).max(100),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, 'state must be a two-letter code')
      .max(2),
    neighborhood: z.string().trim().min(1).max(100),
    minPrice: wholeNumber,
    maxPrice: wholeNumber,
    minBedrooms: z.number().int().min(0).max(100),
    maxBedrooms: z.number().int().min(0).max(100),
    minBathrooms: z.number().min(0).max(100),
    maxBathrooms: z.number().min(0).max(100),
    minSquareFeet: wholeNumber,
    maxSquareFeet: wholeNumber,
    features: z.array(z.enum(ASSISTANT_FEATURES)).max(ASSISTANT_FEATURES.length),
    sort: z.enum(ASSISTANT_SORTS),
    /** Several places or types ("Austin or Denver", "houses or condos"); one stays in `city`. */
    cities: z.array(z.string().trim().min(1).max(100)).min(2).max(ASSISTANT_LIST_MAX),
    propertyTypes: z.array(z.enum(ASSISTANT_PROPERTY_TYPES)).min(2).max(ASSISTANT_LIST_MAX),
    /** What the user ruled out: "not a condo", "not in Miami", "without a pool". */
    excludeCities: z.array(z.string().trim().min(1).max(100)).min(1).max(ASSISTANT_LIST_MAX),
    excludePropertyTypes: z.array(z.enum(ASSISTANT_PROPERTY_TYPES)).min(1).max(ASSISTANT_LIST_MAX),
    excludeFeatures: z.array(z.enum(ASSISTANT_FEATURES)).min(1).max(ASSISTANT_FEATURES.length),
    /** Only listings with a 3D model ("which listings have a virtual tour?"). */
    virtualTour: z.literal(true),
  })
  .partial();
export type TAssistantFilters = z.infer<typeof ZAssistantFiltersSchema>;

const ZPropertyIdSchema = z.string().trim().min(1, 'id is required').max(100);

/** The property on screen: an id, and whatever else the widget knows about it. */
export const ZAssistantPropertyContextSchema = z.looseObject({ id: ZPropertyIdSchema });
export type TAssistantPropertyContext = z.infer<typeof ZAssistantPropertyContextSchema>;

export const ZAssistantRecentResultSchema = z.looseObject({
  id: ZPropertyIdSchema,
  price: z.number().min(0).optional(),
});
export type TAssistantRecentResult = z.infer<typeof ZAssistantRecentResultSchema>;

export const ZAssistantQueryRequestSchema = z.object({
  transcript: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'transcript is required' : 'transcript must be a string',
    })
    .trim()
    .min(1, 'transcript must not be blank')
    .max(
      ASSISTANT_TRANSCRIPT_MAX_LENGTH,
      `transcript must be at most ${ASSISTANT_TRANSCRIPT_MAX_LENGTH} characters`,
    ),
  propertyContext: ZAssistantPropertyContextSchema.nullable().optional(),
  recentSearchResults: z.array(ZAssistantRecentResultSchema).max(100).optional(),
  previousFilters: ZAssistantFiltersSchema.nullable().optional(),
});
export type TAssistantQueryRequest = z.infer<typeof ZAssistantQueryRequestSchema>;

export const ZAssistantEntitySchema = z.object({
  type: z.string(),
  text: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type TAssistantEntity = z.infer<typeof ZAssistantEntitySchema>;

/** A property card in a reply (an AI property result). */
export const ZAssistantPropertyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** "12 Elm Street, Austin, TX". */
  location: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  /** 'For Sale', 'For Rent', 'Sold', 'Rented' or 'Off Market'. */
  status: z.string(),
  price: z.number(),
  /** "$450,000", or "$2,500/mo" when the status is not For Sale. */
  formattedPrice: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  squareFeet: z.number().nullable(),
  propertyType: z.string(),
  images: z.array(z.string()),
  features: z.array(z.string()),
  /** Short selling points for the reply. */
  highlights: z.array(z.string()),
});
export type TAssistantPropertyCard = z.infer<typeof ZAssistantPropertyCardSchema>;

export const ZAssistantAnswerSchema = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  confidence: z.number().min(0).max(1),
  filters: ZAssistantFiltersSchema,
  entities: z.array(ZAssistantEntitySchema),
  reply: z.string(),
  properties: z.array(ZAssistantPropertyCardSchema),
  totalCount: z.number().int().min(0),
  /** Constraints understood but not applied ("good schools"); the reply names them too. */
  unapplied: z.array(z.string()).optional(),
  /** Misspelt words read as another ("chicgo" → "Chicago"), shown back to the user. */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  /** Set only when the request was declined, and why. */
  declined: z.enum(ASSISTANT_DECLINE_REASONS).optional(),
});
export type TAssistantAnswer = z.infer<typeof ZAssistantAnswerSchema>;

export const ZAssistantQueryResponseSchema = z.object({
  success: z.literal(true),
  data: ZAssistantAnswerSchema,
});
export type TAssistantQueryResponse = z.infer<typeof ZAssistantQueryResponseSchema>;

export const ZAssistantErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string().optional(), message: z.string() }),
});
