import { PROPERTY_MESSAGES as M, SHARED_PROPERTY_PATH } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Actor } from '../../core/actor';
import type { ListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentProperty, presentShare } from './properties.presenter';
import * as repo from './properties.shares-repo';

/** Share links: made by whoever sees a public listing, opened signed out. */
export function createListingSharing(ctx: AppContext, lookup: ListingLookup) {
  const { db, clock } = ctx;

  return {
    /** An unguessable link (256 random bits, stored hashed) to a public listing. */
    async share(actor: Actor, id: string) {
      const row = await lookup.visible(actor, id);
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
      const row = await lookup.managed(actor, id);
      return { items: (await repo.listShares(db, row.id)).map(presentShare) };
    },

    /** The listing's agent, an admin, or whoever made the link may revoke it. */
    async revokeShare(actor: Actor, id: string, shareId: string) {
      const row = await lookup.visible(actor, id);
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
