import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/actor';
import * as repo from './properties.favorites-repo';
import type { ListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentProperty } from './properties.presenter';

/** A signed-in account's saved listings, and the ones it bought or rented. */
export function createListingFavorites(ctx: AppContext, lookup: ListingLookup) {
  const { db, clock } = ctx;

  async function favoritesOf(actor: Actor) {
    return { favoriteProperties: await repo.favoritePropertyIds(db, actor.id) };
  }

  return {
    async favorites(actor: Actor) {
      const rows = await repo.listFavoriteProperties(db, actor.id);
      return {
        items: rows
          .filter((row) => policy.canView(actor, row))
          .map((row) => presentProperty(row, actor)),
      };
    },

    async addFavorite(actor: Actor, propertyId: string) {
      const row = await lookup.visible(actor, propertyId);
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
  };
}
