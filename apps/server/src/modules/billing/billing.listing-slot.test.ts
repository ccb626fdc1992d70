import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATES, PROPERTY_STATUSES } from '@nestwise/shared';
import { copyTestDatabase } from '../../../test/test-database-copy';
import type { DatabaseHandle } from '../../db/client';
import { properties } from '../properties/properties.schema';
import { countAgentListings } from '../properties/properties.figures-repo';
import { LISTING_SLOT_RULE, takesListingSlot } from './billing.listing-slot';

const countActiveListings = (db: DatabaseHandle['db'], agentId: string) =>
  countAgentListings(db, agentId, LISTING_SLOT_RULE);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await copyTestDatabase();
});
afterAll(() => database.close());

/** Every status × switched on/off × approval a listing can be in. */
const combinations = PROPERTY_STATUSES.flatMap((status) =>
  [true, false].flatMap((isActive) =>
    APPROVAL_STATES.map((approval) => ({ status, isActive, approval })),
  ),
);
const label = (row: (typeof combinations)[number]) =>
  `${row.status}/${row.isActive ? 'on' : 'off'}/${row.approval}`;

describe('listing slot rule', () => {
  it('takes a slot for a listing on the market, switched on and not rejected', () => {
    expect(combinations.filter(takesListingSlot).map(label)).toEqual([
      'for-sale/on/pending',
      'for-sale/on/approved',
      'for-rent/on/pending',
      'for-rent/on/approved',
    ]);
  });

  it('counts in SQL exactly the listings the change check says take a slot', async () => {
    // One agent per combination, so each count answers for one listing alone.
    const rows = combinations.map((combination) => ({
      ...combination,
      agentId: randomUUID(),
      title: label(combination),
      price: 100_000,
      propertyType: 'house' as const,
      address: '1 Test St',
      city: 'Austin',
      bedrooms: 2,
      bathrooms: 1,
    }));
    await database.db.insert(properties).values(rows);
    const disagreements = [];
    for (const row of rows) {
      const counted = (await countActiveListings(database.db, row.agentId)) === 1;
      if (counted !== takesListingSlot(row)) disagreements.push(label(row));
    }
    expect(disagreements).toEqual([]);
  });
});
