import { z } from 'zod';
import { PROPERTY_LIMITS, PROPERTY_STATUSES } from '../constants/properties';
import { PROPERTY_MESSAGES as M } from '../messages/property-messages';
import { countedPage, itemList } from './page';
import { ZPropertySchema, ZPropertyStatusSchema } from './properties';

/*
 * What happens to a listing after its agent writes it: review, status changes and their
 * history, views, favourites, shares and deletion.
 */

export const ZApprovalDecisionRequestSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'Decision must be approved or rejected' }),
  reason: z.string().trim().max(PROPERTY_LIMITS.reasonMax).nullish(),
});
export type TApprovalDecisionRequest = z.infer<typeof ZApprovalDecisionRequestSchema>;

export const ZSetPropertyActiveRequestSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type TSetPropertyActiveRequest = z.infer<typeof ZSetPropertyActiveRequestSchema>;

export const ZChangePropertyStatusRequestSchema = z.object({
  status: ZPropertyStatusSchema,
  reason: z.string().trim().max(PROPERTY_LIMITS.reasonMax).nullish(),
  buyerId: z.string().trim().max(100).nullish(),
  /**
   * The buyer (or tenant) by email, for callers that cannot list accounts (agents); resolved to
   * an account on the server. Give buyerId or buyerEmail, not both.
   */
  buyerEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email(M.buyerEmailInvalid))
    .optional(),
});
export type TChangePropertyStatusRequest = z.infer<typeof ZChangePropertyStatusRequestSchema>;

export const PROPERTY_HISTORY_KINDS = ['approval', 'status', 'active'] as const;
export const ZPropertyHistoryEntrySchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  kind: z.enum(PROPERTY_HISTORY_KINDS),
  oldStatus: z.string(),
  newStatus: z.string(),
  reason: z.string().nullable(),
  /** Who made the change (an admin; an owning agent's own changes carry its id). */
  adminId: z.string().nullable(),
  timestamp: z.string(),
});
export type TPropertyHistoryEntry = z.infer<typeof ZPropertyHistoryEntrySchema>;
export const ZPropertyHistoryResponseSchema = itemList(ZPropertyHistoryEntrySchema);
export type TPropertyHistoryResponse = z.infer<typeof ZPropertyHistoryResponseSchema>;

/**
 * A public listing's history for buyers: when it was listed, its status and price changes.
 * Never who made a change or why (rejection reasons and review notes stay internal).
 */
export const PUBLIC_HISTORY_EVENT_KINDS = ['listed', 'status', 'price'] as const;
export const ZPublicHistoryEventSchema = z.object({
  kind: z.enum(PUBLIC_HISTORY_EVENT_KINDS),
  date: z.string(),
  oldStatus: z.enum(PROPERTY_STATUSES).nullable(),
  newStatus: z.enum(PROPERTY_STATUSES).nullable(),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
});
export type TPublicHistoryEvent = z.infer<typeof ZPublicHistoryEventSchema>;
export const ZPublicPropertyHistorySchema = z.object({
  /** When the listing first went public (its first approval; the creation date before history). */
  listedAt: z.string(),
  /** Whole days since listedAt while the listing is for sale or for rent; null otherwise. */
  daysOnMarket: z.number().int().nullable(),
  /** Newest first. */
  events: z.array(ZPublicHistoryEventSchema),
});
export type TPublicPropertyHistory = z.infer<typeof ZPublicPropertyHistorySchema>;

export const ZPropertyViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  viewerId: z.string().nullable(),
  viewedAt: z.string(),
});
export type TPropertyView = z.infer<typeof ZPropertyViewSchema>;
export const ZPropertyViewPageSchema = countedPage(ZPropertyViewSchema);
export type TPropertyViewPage = z.infer<typeof ZPropertyViewPageSchema>;
export const ZRecordViewResponseSchema = z.object({
  counted: z.boolean(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
});
export type TRecordViewResponse = z.infer<typeof ZRecordViewResponseSchema>;

export const ZFavoritesResponseSchema = z.object({ favoriteProperties: z.array(z.string()) });
export type TFavoritesResponse = z.infer<typeof ZFavoritesResponseSchema>;
export const ZPropertyListResponseSchema = itemList(ZPropertySchema);
export type TPropertyListResponse = z.infer<typeof ZPropertyListResponseSchema>;

export const ZCreateShareResponseSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type TCreateShareResponse = z.infer<typeof ZCreateShareResponseSchema>;
export const ZPropertyShareSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TPropertyShare = z.infer<typeof ZPropertyShareSchema>;
export const ZPropertySharesResponseSchema = itemList(ZPropertyShareSchema);
export type TPropertySharesResponse = z.infer<typeof ZPropertySharesResponseSchema>;

export const ZDeletePropertyResponseSchema = z.object({
  filesCleaned: z.number(),
  filesNeedingManualCleanup: z.number(),
});
export type TDeletePropertyResponse = z.infer<typeof ZDeletePropertyResponseSchema>;

export const ZDeclinePurchaseResponseSchema = z.object({ declined: z.literal(true) });
export type TDeclinePurchaseResponse = z.infer<typeof ZDeclinePurchaseResponseSchema>;
