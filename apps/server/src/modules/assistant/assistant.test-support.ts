import type { App } from '../../app';
import type { Executor } from '../../db/client';
import { properties } from '../properties/properties.schema';
import type { NewPropertyRow } from '../properties/properties.repo';

export type ListingSpec = Partial<NewPropertyRow> & { city: string };

/** Approved, active listings written straight to the table (fast enough for thousands). */
export async function seedListings(db: Executor, agentId: string, specs: ListingSpec[]) {
  const rows: NewPropertyRow[] = specs.map((spec, index) => ({
    title: `Listing ${index + 1} in ${spec.city}`,
    price: 400_000,
    propertyType: 'house',
    status: 'for-sale',
    address: `${index + 1} Main Street`,
    state: 'TX',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1_600,
    features: [],
    agentId,
    agentName: 'Test Agent',
    approval: 'approved',
    isActive: true,
    ...spec,
  }));
  const inserted = [];
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await db
        .insert(properties)
        .values(rows.slice(start, start + 500))
        .returning({ id: properties.id, price: properties.price })),
    );
  }
  return inserted;
}

export async function ask(app: App, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/assistant/query',
    payload: payload as Record<string, unknown>,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}
