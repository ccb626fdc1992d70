import {
  describeSavedSearch,
  SAVED_SEARCH_ERROR_CODES as CODES,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_NAME_MAX,
  type TCreateSavedSearchRequest,
  type TUpdateSavedSearchRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { candidateColumns, filtersKey, presentSavedSearch } from './saved-searches.presenter';
import * as repo from './saved-searches.repo';
import type { SavedSearchPatch } from './saved-searches.repo';
import type { UnsubscribeTokens } from './saved-searches.unsubscribe';

const notFound = () => new ApiError(404, CODES.notFound, M.notFound);

/** The caller's saved searches: every route is scoped to the caller (another's id is a 404). */
export function createSavedSearchesService(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  tokens: UnsubscribeTokens,
) {
  const { db, clock } = ctx;

  return {
    async list(actor: Actor) {
      const rows = await repo.listForUser(db, actor.id);
      return { items: rows.map(presentSavedSearch), limit: SAVED_SEARCH_LIMIT };
    },

    /** At most SAVED_SEARCH_LIMIT per account, counted under a per-account lock; no twins. */
    async create(actor: Actor, input: TCreateSavedSearchRequest) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await repo.lockUserSearches(tx, actor.id);
        if ((await repo.countForUser(tx, actor.id)) >= SAVED_SEARCH_LIMIT) {
          throw new ApiError(409, CODES.limitReached, M.limitReached);
        }
        const inserted = await repo.insertSearch(tx, {
          userId: actor.id,
          name: input.name ?? describeSavedSearch(input.filters).slice(0, SAVED_SEARCH_NAME_MAX),
          filters: input.filters,
          filtersKey: filtersKey(input.filters),
          ...candidateColumns(input.filters),
          frequency: input.frequency,
          alertsEnabled: true,
          lastDigestAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) throw new ApiError(409, CODES.duplicate, M.duplicate);
        return inserted;
      });
      return presentSavedSearch(row);
    },

    async update(actor: Actor, id: string, input: TUpdateSavedSearchRequest) {
      const current = await repo.findOwned(db, actor.id, id);
      if (!current) throw notFound();
      const now = clock.now();
      const patch: SavedSearchPatch = { updatedAt: now };
      if (input.name !== undefined) patch.name = input.name;
      if (input.alertsEnabled !== undefined) patch.alertsEnabled = input.alertsEnabled;
      if (input.frequency !== undefined && input.frequency !== current.frequency) {
        patch.frequency = input.frequency;
        // A search that becomes daily gets its first digest a day from now, not at once.
        if (input.frequency === 'daily') patch.lastDigestAt = now;
      }
      return presentSavedSearch((await repo.updateSearch(db, current.id, patch))!);
    },

    async remove(actor: Actor, id: string) {
      if (!(await repo.deleteOwned(db, actor.id, id))) throw notFound();
      return { id };
    },

    /** The link of an alert mail: turns that search's alerts off without signing in. */
    async unsubscribe(token: string) {
      const id = await tokens.verify(token);
      const current = id ? await repo.findById(db, id) : undefined;
      if (!current) {
        throw new ApiError(400, CODES.invalidUnsubscribeLink, M.invalidUnsubscribeLink);
      }
      if (current.alertsEnabled) {
        await repo.updateSearch(db, current.id, { alertsEnabled: false, updatedAt: clock.now() });
      }
      return { name: current.name, summary: describeSavedSearch(current.filters) };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
