import { z } from 'zod';
import { normaliseMediaUrl } from '../rules/media-url';
import {
  APPROVAL_STATES,
  PROPERTY_LIMITS,
  PROPERTY_PAGE_DEFAULT_LIMIT,
  PROPERTY_PAGE_MAX_LIMIT,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '../constants/properties';
import { PROPERTY_MESSAGES as M } from '../messages/property-messages';
import { countedPage } from './page';
import { queryNumber, queryText, searchQueryShape } from './search-query-schema';
import { requiredText } from './text';

export const ZPropertyTypeSchema = z.enum(PROPERTY_TYPES, { error: M.propertyTypeRequired });
export const ZPropertyStatusSchema = z.enum(PROPERTY_STATUSES, { error: M.statusRequired });
export const ZApprovalStateSchema = z.enum(APPROVAL_STATES);

/** A form may send numbers as text; blank text counts as missing. */
const numberInput = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }),
  );

/** Optional text: blank becomes null so "unset" has one spelling. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalNumber = (min: number, max: number, integer = false) =>
  z.preprocess(
    (value) =>
      value === ''
        ? null
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : value,
    (integer ? z.number().int() : z.number()).min(min).max(max).nullish(),
  );

/** A stored link as the API answers it (checked and normalised when it was written). */
const ZMediaUrlSchema = z.string();
/**
 * Links a listing may be given: http(s), a path of this server, or an inline image, stored as the
 * URL parser normalised them (rules/media-url.ts says why).
 */
const ZMediaUrlInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .transform((value, ctx) => {
    const url = normaliseMediaUrl(value);
    if (url === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be an http(s) address or a path on this site',
      });
      return z.NEVER;
    }
    return url;
  });
const ZStorageKeySchema = z.string().trim().min(1).max(500);

const propertyImage = (url: typeof ZMediaUrlSchema | typeof ZMediaUrlInputSchema) =>
  z.object({ key: ZStorageKeySchema.optional(), url });
export const ZPropertyImageSchema = propertyImage(ZMediaUrlSchema);
export type TPropertyImage = z.infer<typeof ZPropertyImageSchema>;

/** Images are ordered; a plain url (the original's list of urls) is accepted too. */
const ZPropertyImageInputSchema = z.union([
  ZMediaUrlInputSchema.transform((url) => ({ url })),
  propertyImage(ZMediaUrlInputSchema),
]);

const digitalTwinItem = (url: typeof ZMediaUrlSchema | typeof ZMediaUrlInputSchema) =>
  z
    .object({
      s3Key: ZStorageKeySchema.optional(),
      url: url.optional(),
      name: z.string().trim().min(1).max(200),
      format: z.string().trim().min(1).max(20),
    })
    .refine((item) => item.s3Key !== undefined || item.url !== undefined, {
      message: 'Each model or document needs an s3Key or a url',
    });
export const ZDigitalTwinItemSchema = digitalTwinItem(ZMediaUrlSchema);
export type TDigitalTwinItem = z.infer<typeof ZDigitalTwinItemSchema>;

const digitalTwin = (url: typeof ZMediaUrlSchema | typeof ZMediaUrlInputSchema) =>
  z.object({
    models: z.array(digitalTwinItem(url)).max(PROPERTY_LIMITS.twinItemsMax).default([]),
    documents: z.array(digitalTwinItem(url)).max(PROPERTY_LIMITS.twinItemsMax).default([]),
  });
export const ZDigitalTwinSchema = digitalTwin(ZMediaUrlSchema);
const ZDigitalTwinInputSchema = digitalTwin(ZMediaUrlInputSchema);
export type TDigitalTwin = z.infer<typeof ZDigitalTwinSchema>;

const locationFields = {
  address: requiredText(M.addressRequired, 300),
  city: requiredText(M.cityRequired, 100),
  state: optionalText(50),
  zip: optionalText(20),
  neighborhood: optionalText(100),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
};
export const ZPropertyLocationInputSchema = z.object(locationFields, { error: M.addressRequired });

const ZFeaturesSchema = z
  .array(z.string().trim().min(1).max(PROPERTY_LIMITS.featureMax))
  .max(PROPERTY_LIMITS.featuresMax)
  .transform((features) => [...new Set(features)]);

/** Listing content an owner writes; server-managed fields (agent, approval, counters) are not here. */
const propertyFields = {
  title: requiredText(M.titleRequired, PROPERTY_LIMITS.titleMax, M.titleTooLong),
  description: z.string().trim().max(PROPERTY_LIMITS.descriptionMax).nullish(),
  price: numberInput(M.priceRequired).pipe(
    z.number().positive(M.priceRequired).max(PROPERTY_LIMITS.priceMax, M.priceRequired),
  ),
  propertyType: ZPropertyTypeSchema,
  status: ZPropertyStatusSchema,
  location: ZPropertyLocationInputSchema,
  bedrooms: numberInput(M.bedroomsRequired).pipe(
    z
      .number()
      .int(M.bedroomsRequired)
      .min(0, M.bedroomsRequired)
      .max(PROPERTY_LIMITS.roomsMax, M.bedroomsRequired),
  ),
  bathrooms: numberInput(M.bathroomsRequired).pipe(
    z.number().min(0, M.bathroomsRequired).max(PROPERTY_LIMITS.roomsMax, M.bathroomsRequired),
  ),
  squareFeet: optionalNumber(0, 100_000_000, true),
  lotSize: optionalNumber(0, 1_000_000_000),
  yearBuilt: optionalNumber(1500, 2200, true),
  features: ZFeaturesSchema.optional(),
  images: z.array(ZPropertyImageInputSchema).max(PROPERTY_LIMITS.imagesMax).optional(),
  digitalTwin: ZDigitalTwinInputSchema.optional(),
  media: z.record(z.string(), z.unknown()).nullish(),
  mediaUploaded: z.boolean().optional(),
  isActive: z.boolean().optional(),
};

export const ZCreatePropertyRequestSchema = z.object(propertyFields);
export type TCreatePropertyRequest = z.infer<typeof ZCreatePropertyRequestSchema>;

/** PATCH: any subset; a location patch is merged over the stored one. */
export const ZUpdatePropertyRequestSchema = z
  .object({
    ...propertyFields,
    location: z.object(locationFields, { error: M.addressRequired }).partial(),
  })
  .partial();
export type TUpdatePropertyRequest = z.infer<typeof ZUpdatePropertyRequestSchema>;

export const ZPropertyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const ZFavoriteParamsSchema = z.object({ propertyId: z.string().min(1).max(100) });
export const ZShareParamsSchema = z.object({
  id: z.string().min(1).max(100),
  shareId: z.string().min(1).max(100),
});
export const ZShareTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * GET /api/properties' query, built field by field from SEARCH_QUERY_FIELDS (the web's URL codec
 * reads the same table, decision 0370).
 */
export const ZListPropertiesQuerySchema = z.object(searchQueryShape());
export type TListPropertiesQuery = z.infer<typeof ZListPropertiesQuerySchema>;
export type TListPropertiesQueryInput = z.input<typeof ZListPropertiesQuerySchema>;

export const ZPageQuerySchema = z.object({
  limit: queryNumber(1, PROPERTY_PAGE_MAX_LIMIT, true).transform(
    (value) => value ?? PROPERTY_PAGE_DEFAULT_LIMIT,
  ),
  startAfter: queryText(500),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

export const ZPropertyLocationSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  neighborhood: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TPropertyLocation = z.infer<typeof ZPropertyLocationSchema>;

/**
 * A listing as the API presents it. Fields only its agent and admins may see (rejection reason,
 * who changed what, the buyer) are null for everyone else.
 */
export const ZPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  propertyType: ZPropertyTypeSchema,
  status: ZPropertyStatusSchema,
  location: ZPropertyLocationSchema,
  bedrooms: z.number(),
  bathrooms: z.number(),
  squareFeet: z.number().nullable(),
  lotSize: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  features: z.array(z.string()),
  images: z.array(ZPropertyImageSchema),
  digitalTwin: ZDigitalTwinSchema,
  media: z.record(z.string(), z.unknown()).nullable(),
  mediaUploaded: z.boolean(),
  mediaUploadedAt: z.string().nullable(),
  agentId: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  approval: ZApprovalStateSchema,
  approvalUpdatedAt: z.string().nullable(),
  approvalUpdatedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  isActive: z.boolean(),
  statusUpdatedAt: z.string().nullable(),
  statusUpdatedBy: z.string().nullable(),
  buyerId: z.string().nullable(),
  /** The buyer's address an agent gave, awaiting that buyer's confirmation (agent and admins). */
  pendingBuyerEmail: z.string().nullable().optional(),
  soldAt: z.string().nullable(),
  rentedAt: z.string().nullable(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProperty = z.infer<typeof ZPropertySchema>;

export const ZPropertyPageSchema = countedPage(ZPropertySchema).extend({
  /**
   * True when more listings match than `totalCount`, which is then PROPERTY_COUNT_BOUND: the
   * count stopped there (show "1,000+"). Absent or false, `totalCount` is exact.
   */
  totalCountCapped: z.boolean().optional(),
});
export type TPropertyPage = z.infer<typeof ZPropertyPageSchema>;
