import type { FastifyBaseLogger } from 'fastify';
import {
  CLOSED_PROPERTY_STATUSES,
  PROPERTY_MESSAGES as M,
  PROPERTY_VIEW_DEDUPE_WINDOW_MS,
  SHARED_PROPERTY_PATH,
  propertyFailureMessage,
  type PropertyStatus,
  type TApprovalDecisionRequest,
  type TChangePropertyStatusRequest,
  type TCreatePropertyRequest,
  type TDeletePropertyResponse,
  type TListPropertiesQuery,
  type TPageQuery,
  type TUpdatePropertyRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Actor } from '../../plugins/authenticate';
import { findAccountByEmail } from '../identity/identity.repo';
import type { ListingQuota } from '../billing/billing.gates';
import { createNotifier } from '../notifications/notifications.notifier';
import { favoritePropertyIds, findUserDetails, findUserProfile } from '../users/users.repo';
import { editNeedsReview, propertiesPolicy as policy } from './properties.policy';
import { presentHistory, presentProperty, presentShare, presentView } from './properties.presenter';
import * as repo from './properties.repo';
import type { PropertyPatch, PropertyRow } from './properties.repo';

export interface ViewerInfo {
  ip: string;
  userAgent: string | undefined;
  referrer: string | undefined;
}

const isClosed = (status: PropertyStatus) =>
  (CLOSED_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(status);

/** Storage keys a listing references: its images, digital-twin files and any key inside media. */
export function storedKeysOf(row: PropertyRow): string[] {
  const keys = new Set<string>();
  for (const image of row.images) if (image.key) keys.add(image.key);
  for (const item of [...(row.digitalTwin.models ?? []), ...(row.digitalTwin.documents ?? [])]) {
    if (item.s3Key) keys.add(item.s3Key);
  }
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [name, inner] of Object.entries(value)) {
      if ((name === 'key' || name === 's3Key') && typeof inner === 'string' && inner) {
        keys.add(inner);
      } else {
        walk(inner, depth + 1);
      }
    }
  };
  walk(row.media, 0);
  return [...keys];
}

type ContentInput = Omit<TUpdatePropertyRequest, 'status' | 'isActive'>;

/** Columns for the content fields present in the input (a location patch merges over `base`). */
function contentColumns(input: ContentInput, base?: PropertyRow): PropertyPatch {
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

/**
 * Agents cannot list accounts, so they name the buyer by email (issue #6); an unknown address is
 * a 400 the form can show. Any account may be the buyer, as with buyerId.
 */
async function buyerIdByEmail(tx: Executor, input: TChangePropertyStatusRequest): Promise<string> {
  if (input.buyerId) throw ApiError.badRequest(propertyFailureMessage('update', M.buyerIdAndEmail));
  if (!isClosed(input.status)) {
    throw ApiError.badRequest(propertyFailureMessage('update', M.buyerOnlyWhenClosed));
  }
  const account = await findAccountByEmail(tx, input.buyerEmail!);
  if (!account) {
    throw ApiError.badRequest(
      propertyFailureMessage('update', M.buyerEmailNotFound),
      'properties/buyer-not-found',
    );
  }
  return account.id;
}

/** `listingQuota`: the plan's listing limit (billing); unset, agents list without one. */
export function createPropertiesService(
  ctx: AppContext,
  deps: { listingQuota?: ListingQuota } = {},
) {
  const { db, clock } = ctx;
  const notifier = createNotifier(ctx);

  /** Writes a status change and its history row; returns the columns to set. */
  async function statusChange(
    tx: Executor,
    actor: Actor,
    row: PropertyRow,
    change: { status: PropertyStatus; reason?: string | null; buyerId?: string | null },
    now: Date,
  ): Promise<PropertyPatch> {
    const { status } = change;
    let buyerId: string | null = null;
    if (isClosed(status)) {
      buyerId =
        change.buyerId !== undefined ? change.buyerId : row.status === status ? row.buyerId : null;
    }
    await repo.insertHistory(tx, {
      propertyId: row.id,
      kind: 'status',
      oldStatus: row.status,
      newStatus: status,
      reason: change.reason || null,
      adminId: actor.id,
      timestamp: now,
    });
    return {
      status,
      statusUpdatedAt: now,
      statusUpdatedBy: actor.id,
      buyerId,
      soldAt: status === 'sold' && row.status !== 'sold' ? now : row.soldAt,
      rentedAt: status === 'rented' && row.status !== 'rented' ? now : row.rentedAt,
    };
  }

  async function activeChange(
    tx: Executor,
    actor: Actor,
    row: PropertyRow,
    isActive: boolean,
    now: Date,
  ): Promise<PropertyPatch> {
    await repo.insertHistory(tx, {
      propertyId: row.id,
      kind: 'active',
      oldStatus: row.isActive ? 'active' : 'inactive',
      newStatus: isActive ? 'active' : 'inactive',
      reason: null,
      adminId: actor.id,
      timestamp: now,
    });
    return { isActive };
  }

  async function loadVisible(actor: Actor | null, id: string) {
    return policy.assertCanView(actor, await repo.findProperty(db, id));
  }

  async function loadManaged(actor: Actor, id: string) {
    return policy.assertCanManage(actor, await repo.findProperty(db, id));
  }

  async function favoritesOf(actor: Actor) {
    return { favoriteProperties: await favoritePropertyIds(db, actor.id) };
  }

  return {
    async search(actor: Actor | null, query: TListPropertiesQuery) {
      const page = await repo.searchProperties(db, policy.visibilityFor(actor), query);
      return {
        items: page.rows.map((row) => presentProperty(row, actor)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    async get(actor: Actor | null, id: string) {
      return presentProperty(await loadVisible(actor, id), actor);
    },

    /** The creator becomes the listing's agent; every new listing starts pending. */
    async create(actor: Actor, input: TCreatePropertyRequest) {
      if (!policy.canCreate(actor)) throw ApiError.forbidden();
      const profile = await findUserProfile(db, actor.id);
      const agentName =
        profile?.displayName ||
        [profile?.details.firstName, profile?.details.lastName].filter(Boolean).join(' ') ||
        actor.email;
      const now = clock.now();
      const content = contentColumns(input);
      const row = await db.transaction(async (tx) => {
        await deps.listingQuota?.assertCanCreate(actor, tx);
        return repo.insertProperty(tx, {
          ...content,
          title: input.title,
          price: input.price,
          propertyType: input.propertyType,
          status: input.status,
          address: content.address!,
          city: content.city!,
          bedrooms: input.bedrooms,
          bathrooms: input.bathrooms,
          features: input.features ?? [],
          images: input.images ?? [],
          digitalTwin: input.digitalTwin ?? { models: [], documents: [] },
          mediaUploaded: input.mediaUploaded ?? false,
          mediaUploadedAt: input.mediaUploaded ? now : null,
          isActive: input.isActive ?? true,
          agentId: actor.id,
          agentName,
          agentEmail: actor.email,
          approval: 'pending',
          statusUpdatedAt: now,
          statusUpdatedBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
      });
      return presentProperty(row, actor);
    },

    /** See REVIEWED_FIELDS in properties.policy.ts for what an edit does to approval. */
    async update(actor: Actor, id: string, input: TUpdatePropertyRequest) {
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanManage(actor, await repo.lockProperty(tx, id));
        const now = clock.now();
        const content = contentColumns(input, current);
        const changed = new Set<string>();
        for (const [column, value] of Object.entries(content)) {
          if (!same(value, current[column as keyof PropertyRow])) {
            changed.add(COLUMN_TO_FIELD[column] ?? column);
          }
        }
        let patch: PropertyPatch = { ...content, updatedAt: now };
        if (input.status !== undefined && input.status !== current.status) {
          patch = {
            ...patch,
            ...(await statusChange(tx, actor, current, { status: input.status }, now)),
          };
        }
        if (input.isActive !== undefined && input.isActive !== current.isActive) {
          patch = { ...patch, ...(await activeChange(tx, actor, current, input.isActive, now)) };
        }
        if (input.mediaUploaded !== undefined) {
          patch.mediaUploaded = input.mediaUploaded;
          if (input.mediaUploaded && !current.mediaUploaded) patch.mediaUploadedAt = now;
        }
        if (editNeedsReview(actor, current, changed)) {
          patch = {
            ...patch,
            approval: 'pending',
            approvalUpdatedAt: now,
            approvalUpdatedBy: actor.id,
          };
          await repo.insertHistory(tx, {
            propertyId: current.id,
            kind: 'approval',
            oldStatus: current.approval,
            newStatus: 'pending',
            reason: 'Listing edited by its agent; awaiting review',
            adminId: actor.id,
            timestamp: now,
          });
        }
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        const updated = (await repo.updateProperty(tx, current.id, patch))!;
        await notifier.listingChanged(tx, current, updated, actor.id);
        return updated;
      });
      return presentProperty(row, actor);
    },

    /**
     * Removes the listing (its views, history, shares and favorites with it), then its stored
     * files one by one; a store failure is counted, logged and skipped (spec §8).
     */
    async remove(
      actor: Actor,
      id: string,
      log?: FastifyBaseLogger,
    ): Promise<TDeletePropertyResponse> {
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanManage(actor, await repo.lockProperty(tx, id));
        await repo.deleteProperty(tx, current.id);
        return current;
      });
      let filesCleaned = 0;
      let filesNeedingManualCleanup = 0;
      for (const key of storedKeysOf(row)) {
        try {
          await ctx.objectStore.deleteObject(key);
          filesCleaned += 1;
        } catch (error) {
          filesNeedingManualCleanup += 1;
          log?.warn({ err: error, key, propertyId: row.id }, 'stored file needs manual cleanup');
        }
      }
      return { filesCleaned, filesNeedingManualCleanup };
    },

    /** Admin decision: approving clears the rejection reason and stamps approvedAt (spec §4). */
    async decideApproval(actor: Actor, id: string, input: TApprovalDecisionRequest) {
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanDecideApproval(actor, await repo.lockProperty(tx, id));
        const now = clock.now();
        const reason = input.reason || null;
        await repo.insertHistory(tx, {
          propertyId: current.id,
          kind: 'approval',
          oldStatus: current.approval || 'pending',
          newStatus: input.decision,
          reason,
          adminId: actor.id,
          timestamp: now,
        });
        const updated = (await repo.updateProperty(tx, current.id, {
          approval: input.decision,
          approvalUpdatedAt: now,
          approvalUpdatedBy: actor.id,
          updatedAt: now,
          ...(input.decision === 'approved'
            ? { approvedAt: now, rejectionReason: null }
            : { rejectionReason: reason }),
        }))!;
        await notifier.listingDecided(tx, current, updated, input.decision, reason, actor.id);
        return updated;
      });
      return presentProperty(row, actor);
    },

    async setActive(actor: Actor, id: string, isActive: boolean) {
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanManage(actor, await repo.lockProperty(tx, id));
        if (current.isActive === isActive) return current;
        const now = clock.now();
        const patch = await activeChange(tx, actor, current, isActive, now);
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        return (await repo.updateProperty(tx, current.id, { ...patch, updatedAt: now }))!;
      });
      return presentProperty(row, actor);
    },

    /** Status change with its history row; sold/rented may name the buyer (spec §3 buyerId). */
    async changeStatus(actor: Actor, id: string, input: TChangePropertyStatusRequest) {
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanManage(actor, await repo.lockProperty(tx, id));
        if (input.buyerEmail) input = { ...input, buyerId: await buyerIdByEmail(tx, input) };
        if (input.buyerId) {
          if (!isClosed(input.status)) {
            throw ApiError.badRequest(propertyFailureMessage('update', M.buyerOnlyWhenClosed));
          }
          const buyer = repo.isUuid(input.buyerId)
            ? await findUserDetails(tx, input.buyerId)
            : undefined;
          if (!buyer) throw ApiError.badRequest(propertyFailureMessage('update', M.buyerNotFound));
        }
        const now = clock.now();
        const patch = await statusChange(
          tx,
          actor,
          current,
          {
            status: input.status,
            reason: input.reason ?? null,
            ...(input.buyerId !== undefined ? { buyerId: input.buyerId || null } : {}),
          },
          now,
        );
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        const updated = (await repo.updateProperty(tx, current.id, { ...patch, updatedAt: now }))!;
        await notifier.listingChanged(tx, current, updated, actor.id);
        return updated;
      });
      return presentProperty(row, actor);
    },

    async history(actor: Actor, id: string) {
      const row = await loadManaged(actor, id);
      return { items: (await repo.listHistory(db, row.id)).map(presentHistory) };
    },

    /** Counts one viewer (account, or address + browser signed out) at most once per 30 min. */
    async recordView(actor: Actor | null, id: string, viewer: ViewerInfo) {
      return db.transaction(async (tx) => {
        const row = policy.assertCanView(actor, await repo.lockProperty(tx, id));
        const now = clock.now();
        const viewerKey = sha256(
          actor ? `account:${actor.id}` : `anonymous:${viewer.ip}|${viewer.userAgent ?? ''}`,
        );
        const since = new Date(now.getTime() - PROPERTY_VIEW_DEDUPE_WINDOW_MS);
        if (await repo.findViewSince(tx, row.id, viewerKey, since)) {
          return {
            counted: false,
            viewCount: row.viewCount,
            lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
          };
        }
        await repo.insertView(tx, {
          propertyId: row.id,
          viewerId: actor?.id ?? null,
          viewerKey,
          userAgent: viewer.userAgent?.slice(0, 300) ?? null,
          referrer: viewer.referrer?.slice(0, 500) ?? null,
          viewedAt: now,
        });
        const counted = await repo.countView(tx, row.id, now);
        return {
          counted: true,
          viewCount: counted.viewCount,
          lastViewedAt: counted.lastViewedAt?.toISOString() ?? null,
        };
      });
    },

    async views(actor: Actor, id: string, query: TPageQuery) {
      const row = await loadManaged(actor, id);
      const page = await repo.listViews(db, row.id, query);
      return {
        items: page.rows.map(presentView),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    async favorites(actor: Actor) {
      const rows = await repo.listFavoriteProperties(db, actor.id);
      return {
        items: rows
          .filter((row) => policy.canView(actor, row))
          .map((row) => presentProperty(row, actor)),
      };
    },

    async addFavorite(actor: Actor, propertyId: string) {
      const row = await loadVisible(actor, propertyId);
      await repo.addFavorite(db, actor.id, row.id, clock.now());
      return favoritesOf(actor);
    },

    /** Removing works for a listing that is gone or hidden too, so stale favorites can go. */
    async removeFavorite(actor: Actor, propertyId: string) {
      await repo.removeFavorite(db, actor.id, propertyId);
      return favoritesOf(actor);
    },

    async clearFavorites(actor: Actor) {
      await repo.clearFavorites(db, actor.id);
      return favoritesOf(actor);
    },

    async purchased(actor: Actor) {
      const rows = await repo.listPurchased(db, actor.id);
      return { items: rows.map((row) => presentProperty(row, actor)) };
    },

    /** An unguessable link (256 random bits, stored hashed) to a public listing. */
    async share(actor: Actor, id: string) {
      const row = await loadVisible(actor, id);
      if (!policy.isPubliclyVisible(row)) throw ApiError.conflict(M.onlyPublicShared);
      const token = randomToken(32);
      const share = await repo.insertShare(db, {
        propertyId: row.id,
        tokenHash: sha256(token),
        createdBy: actor.id,
        createdAt: clock.now(),
      });
      return {
        id: share.id,
        token,
        url: `${ctx.config.publicUrl}${SHARED_PROPERTY_PATH}/${token}`,
        createdAt: share.createdAt.toISOString(),
      };
    },

    async shares(actor: Actor, id: string) {
      const row = await loadManaged(actor, id);
      return { items: (await repo.listShares(db, row.id)).map(presentShare) };
    },

    /** The listing's agent, an admin, or whoever made the link may revoke it. */
    async revokeShare(actor: Actor, id: string, shareId: string) {
      const row = await loadVisible(actor, id);
      const share = await repo.findShare(db, row.id, shareId);
      if (!share) throw ApiError.notFound(M.shareLinkNotFound);
      if (!policy.canManage(actor, row) && share.createdBy !== actor.id) {
        throw ApiError.forbidden();
      }
      return presentShare(await repo.revokeShare(db, share.id, clock.now()));
    },

    /** Signed out: the listing behind a live link, while it is still approved and active. */
    async shared(token: string) {
      const found = await repo.findShareByTokenHash(db, sha256(token));
      if (!found || found.share.revokedAt || !policy.isPubliclyVisible(found.property)) {
        throw ApiError.notFound(M.shareNotFound);
      }
      return presentProperty(found.property, null);
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
