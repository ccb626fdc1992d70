import type { FastifyBaseLogger } from 'fastify';
import type {
  TCreatePropertyRequest,
  TDeletePropertyResponse,
  TUpdatePropertyRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/actor';
import { createListingNotifier } from './properties.notifier';
import type { PropertiesPorts } from './properties.ports';
import { changedFields, contentColumns } from './properties.content';
import { activeChange, statusChange } from './properties.lifecycle';
import { createListingEvents } from './properties.events';
import { editNeedsReview, propertiesPolicy as policy } from './properties.policy';
import { presentProperty } from './properties.presenter';
import { insertPriceChange } from './properties.public-history';
import * as repo from './properties.repo';
import type { PropertyPatch } from './properties.repo';
import { assertOwnStorageKeys, isOwnStorageKey, storedKeysIn } from './properties.storage-keys';

/** Create, edit, delete: the plan's listing quota is checked inside the write's transaction. */
export function createListingWrites(ctx: AppContext, deps: PropertiesPorts) {
  const { db, clock } = ctx;
  const notifier = createListingNotifier(ctx, deps);
  const events = createListingEvents(ctx.listingHooks);

  return {
    /**
     * The creator becomes the listing's agent; every new listing starts pending. Who may create
     * (agents and admins) is the contract's `auth`, enforced before the route runs.
     */
    async create(actor: Actor, input: TCreatePropertyRequest) {
      assertOwnStorageKeys('create', undefined, {
        images: input.images,
        digitalTwin: input.digitalTwin,
        media: input.media,
      });
      const agentName = (await deps.accounts.displayName(db, actor.id)) || actor.email;
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

    /** See editNeedsReview in properties.policy.ts for what an edit does to approval. */
    async update(actor: Actor, id: string, input: TUpdatePropertyRequest) {
      let fired = false;
      const row = await db.transaction(async (tx) => {
        const current = policy.assertCanManage(actor, await repo.lockProperty(tx, id));
        assertOwnStorageKeys('update', current.id, {
          images: input.images,
          digitalTwin: input.digitalTwin,
          media: input.media,
        });
        const now = clock.now();
        const content = contentColumns(input, current);
        const changed = changedFields(content, current);
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
        if (patch.price !== undefined && patch.price !== current.price) {
          await insertPriceChange(tx, {
            propertyId: current.id,
            oldPrice: current.price,
            newPrice: patch.price,
            changedBy: actor.id,
            changedAt: now,
          });
        }
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        const updated = (await repo.updateProperty(tx, current.id, patch))!;
        await notifier.listingChanged(tx, current, updated, actor.id);
        fired = await events.changed(tx, current, updated);
        return updated;
      });
      events.committed(fired);
      return presentProperty(row, actor);
    },

    /**
     * Removes the listing (its views, history, shares and favorites with it), then its stored
     * files one by one; a store failure is counted, logged and skipped.
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
      // Only the listing's own folder: a key of another listing (stored before keys were
      // checked on write) is left alone, never deleted from under its owner.
      for (const key of storedKeysIn(row).filter((each) => isOwnStorageKey(row.id, each))) {
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
  };
}
