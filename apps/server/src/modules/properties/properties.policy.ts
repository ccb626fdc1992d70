import {
  LISTING_REVIEWED_FIELDS,
  PROPERTY_MESSAGES,
  type TUpdatePropertyRequest,
} from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import type { PropertyRow } from './properties.repo';
import type { Visibility } from './properties.search-filters';

/**
 * Who may act on listings, the part that depends on the listing (who may call each route at all,
 * say
 * agents and admins for edits or admins alone for approval, is its contract's `auth`, enforced
 * before the route runs: 401 signed out, 403 for another role, whatever the id):
 * - anyone (signed out included) sees approved, active listings;
 * - an agent owns the listings it created (agentId) and sees and manages all of them;
 * - an admin sees and manages every listing;
 * - a buyer saves favorites (any signed-in account may) and sees the listings it bought;
 * - a deactivated account is refused everywhere by the authenticator (403 auth/user-deactivated).
 * A listing the caller may not see answers 404 'Property not found', never 403, so ids of hidden
 * listings leak nothing; one it may see but not change answers 403.
 */
export const propertiesPolicy = {
  isAdmin: (actor: Actor | null) => actor?.role === 'admin',

  /** The owning agent (still an agent or admin: a demoted account loses its listings' controls). */
  isOwner: (actor: Actor | null, row: Pick<PropertyRow, 'agentId'>) =>
    !!actor && actor.id === row.agentId && (actor.role === 'agent' || actor.role === 'admin'),

  isPubliclyVisible: (row: Pick<PropertyRow, 'approval' | 'isActive'>) =>
    row.approval === 'approved' && row.isActive,

  canManage(actor: Actor | null, row: Pick<PropertyRow, 'agentId'>) {
    return this.isAdmin(actor) || this.isOwner(actor, row);
  },

  canView(actor: Actor | null, row: PropertyRow) {
    return (
      this.isPubliclyVisible(row) ||
      this.canManage(actor, row) ||
      (!!actor && row.buyerId === actor.id)
    );
  },

  /** Lists: public listings, plus an agent's own, or everything for an admin. */
  visibilityFor(actor: Actor | null): Visibility {
    if (actor?.role === 'admin') return { kind: 'all' };
    if (actor?.role === 'agent') return { kind: 'agent', agentId: actor.id };
    return { kind: 'public' };
  },

  assertCanView(actor: Actor | null, row: PropertyRow | undefined): PropertyRow {
    if (!row || !this.canView(actor, row)) throw ApiError.notFound(PROPERTY_MESSAGES.notFound);
    return row;
  },

  assertCanManage(actor: Actor, row: PropertyRow | undefined): PropertyRow {
    const visible = this.assertCanView(actor, row);
    if (!this.canManage(actor, visible)) throw ApiError.forbidden();
    return visible;
  },

  /** Who sees a listing's internal fields (rejection reason, who changed what, the buyer). */
  canSeeInternals(actor: Actor | null, row: Pick<PropertyRow, 'agentId'>) {
    return this.canManage(actor, row);
  },
};

/**
 * Approval after an edit (issue #3, narrowed by issue #17).
 *
 * An approved listing stays live when its agent changes the price, the status (sold, rented, …),
 * the photos, the rooms or any other fact; only a changed title, description or address
 * (LISTING_REVIEWED_FIELDS: the words and the place a buyer relies on) sends it back to pending
 * and out of public lists until an admin decides again. A rejected listing is resubmitted by any
 * change to what the reviewer judged (RESUBMITTED_FIELDS: adding the missing photos is the usual
 * answer to a rejection). A history row records approved/rejected → pending; a rejection reason
 * stays until the next decision. An admin's edits never change approval. A field sent with its
 * current value is not a change.
 */
export const RESUBMITTED_FIELDS = [
  'title',
  'description',
  'propertyType',
  'location',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSize',
  'yearBuilt',
  'features',
  'images',
  'digitalTwin',
  'media',
] as const satisfies ReadonlyArray<keyof TUpdatePropertyRequest>;

export function editNeedsReview(
  actor: Actor,
  row: PropertyRow,
  changedFields: ReadonlySet<string>,
): boolean {
  if (propertiesPolicy.isAdmin(actor)) return false;
  if (row.approval === 'pending') return false;
  const fields: readonly string[] =
    row.approval === 'rejected' ? RESUBMITTED_FIELDS : LISTING_REVIEWED_FIELDS;
  return fields.some((field) => changedFields.has(field));
}
