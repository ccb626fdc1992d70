import { count, eq } from 'drizzle-orm';
import { PROPERTY_FEATURES } from '@nestwise/shared';
import type { AppContext } from '../core/app-context';
import * as identityRepo from '../modules/identity/identity.repo';
import { properties, propertyStatusHistory } from '../modules/properties/properties.schema';
import { seededRandom } from '../lib/seeded-random';
import { demoPhotoDealer } from './demo-photos';
import { demoTwin, planFor } from './demo-listing-plan';
import { DEMO_ACCOUNTS } from './seed-accounts';
import {
  ADJECTIVES,
  CITIES,
  FREE_FEATURES,
  STREET_SUFFIXES,
  TYPE_MIX,
  TYPE_TRAITS,
} from './seed-catalogue';
import { sacramentoDemoRows } from './seed-sacramento';

export const DEMO_LISTING_COUNT = 80;

/**
 * About 80 listings in seven US cities, every type and status, some pending and rejected,
 * owned by the demo agent, then six Sacramento homes for sale where the valuation has sales. Deterministic (seeded PRNG); nothing is added once the demo agent
 * has listings, so a second start changes nothing. Photos are the committed renders of
 * demo-photos.ts and 3D models are generated (demo-media.ts), both served by /demo-media: plain
 * urls without storage keys, so deleting a demo listing cleans no stored files.
 */
export async function seedProperties(ctx: AppContext) {
  if (!ctx.config.seedDemo) return;
  const [adminSeed, agentSeed, buyerSeed] = DEMO_ACCOUNTS;
  const agent = await identityRepo.findAccountByEmail(ctx.db, agentSeed.email);
  const admin = await identityRepo.findAccountByEmail(ctx.db, adminSeed.email);
  const buyer = await identityRepo.findAccountByEmail(ctx.db, buyerSeed.email);
  if (!agent || !admin || !buyer) return;
  const [{ existing } = { existing: 0 }] = await ctx.db
    .select({ existing: count() })
    .from(properties)
    .where(eq(properties.agentId, agent.id));
  if (Number(existing) > 0) return;

  const random = seededRandom(20_261_121);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const choose = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const now = ctx.clock.now().getTime();
  const day = 24 * 60 * 60 * 1000;
  const rows: Array<typeof properties.$inferInsert> = [];
  const photosFor = demoPhotoDealer();
  const history: Array<typeof propertyStatusHistory.$inferInsert> = [];

  for (let index = 0; index < DEMO_LISTING_COUNT; index += 1) {
    const place = CITIES[index % CITIES.length]!;
    const type = TYPE_MIX[(index * 3 + Math.floor(index / CITIES.length)) % TYPE_MIX.length]!;
    const traits = TYPE_TRAITS[type];
    const plan = planFor(index);
    const renting = plan.status === 'for-rent' || plan.status === 'rented';
    const neighborhood = choose(place.neighborhoods);
    const [minBeds, maxBeds] = traits.bedrooms;
    const bedrooms = between(minBeds, maxBeds);
    const bathrooms =
      type === 'land'
        ? 0
        : type === 'commercial'
          ? between(1, 3)
          : Math.max(1, bedrooms - between(0, 1)) + (random() < 0.4 ? 0.5 : 0);
    const squareFeet =
      type === 'land'
        ? null
        : type === 'commercial'
          ? between(1_800, 9_000)
          : Math.round((450 + bedrooms * between(320, 520)) / 10) * 10;
    const lotSize =
      type === 'land'
        ? between(8_000, 120_000)
        : type === 'house' || type === 'multi-family'
          ? between(3_500, 14_000)
          : null;
    const factor = place.level * (0.7 + random() * 0.8) * (1 + bedrooms * 0.06);
    // Every other house for sale in an affordable market is a starter home, so the assistant's
    // own example ("3-bedroom houses under $500K") finds something in the demo.
    const starter =
      type === 'house' && plan.status === 'for-sale' && place.level <= 1.3 && index % 2 === 0;
    const saleFactor = starter ? place.level * 0.75 * (1 + bedrooms * 0.06) : factor;
    const price = renting
      ? Math.round((traits.rentBase * factor) / 50) * 50
      : Math.round((traits.saleBase * saleFactor) / 1000) * 1000;
    const featurePool = [...PROPERTY_FEATURES].filter((feature) =>
      type === 'land' ? ['view', 'waterfront', 'new-construction'].includes(feature) : true,
    );
    const features = new Set<string>();
    const featureCount = type === 'land' ? between(0, 2) : between(2, 5);
    for (let f = 0; f < featureCount; f += 1) features.add(choose(featurePool));
    if (place.city === 'Miami' && random() < 0.5) features.add('waterfront');
    if (type !== 'land' && random() < 0.35) features.add(choose(FREE_FEATURES));
    const adjective = choose(ADJECTIVES);
    const label = traits.label;
    const rooms =
      bedrooms === 0 && (type === 'apartment' || type === 'condo')
        ? 'Studio '
        : bedrooms > 0
          ? `${bedrooms}-Bedroom `
          : '';
    const title = `${adjective} ${rooms}${label} in ${neighborhood}`;
    const street = `${between(10, 4999)} ${choose(place.streets)} ${choose(STREET_SUFFIXES)}`;
    const yearBuilt = type === 'land' ? null : between(1905, 2025);
    const featureText = [...features].slice(0, 3).join(', ').replaceAll('-', ' ');
    const description = [
      `${adjective} ${label.toLowerCase()} in ${place.city}'s ${neighborhood} neighborhood${squareFeet ? `, with ${squareFeet.toLocaleString('en-US')} square feet` : ''}${yearBuilt ? ` built in ${yearBuilt}` : ''}.`,
      type === 'land'
        ? `A ${lotSize?.toLocaleString('en-US')} square-foot parcel ready for a custom build, with utilities at the street.`
        : type === 'commercial'
          ? 'Street-level frontage with large windows, flexible open floor plan and rear loading access.'
          : `${bedrooms === 0 ? 'An efficient open studio' : `${bedrooms} bedrooms and ${bathrooms} bathrooms`}, an updated kitchen and plenty of natural light.`,
      featureText ? `Highlights: ${featureText}.` : 'Close to shops, parks and transit.',
      renting ? 'Twelve-month lease; utilities not included.' : 'Schedule a showing today.',
    ].join(' ');
    const createdAt = new Date(now - index * 1.5 * day - between(0, 20) * 60 * 60 * 1000);
    // Nothing happens after "now": the newest listings are decided and closed within their age.
    const notAfterNow = (time: number, notBefore: number) =>
      new Date(Math.max(notBefore, Math.min(time, now - 60_000)));
    const decidedAt = notAfterNow(
      createdAt.getTime() + between(2, 30) * 60 * 60 * 1000,
      createdAt.getTime(),
    );
    const images = photosFor(type, bedrooms);
    const closedAt = notAfterNow(decidedAt.getTime() + 5 * day, decidedAt.getTime());
    const decided = plan.approval !== 'pending';
    const closed = plan.status === 'sold' || plan.status === 'rented';
    const id = crypto.randomUUID();
    rows.push({
      id,
      title,
      description,
      price,
      propertyType: type,
      status: plan.status,
      address: street,
      city: place.city,
      state: place.state,
      zip: `${place.zip}${String(between(1, 99)).padStart(2, '0')}`,
      neighborhood,
      latitude: Math.round((place.lat + (random() - 0.5) * 0.12) * 1e5) / 1e5,
      longitude: Math.round((place.lng + (random() - 0.5) * 0.12) * 1e5) / 1e5,
      bedrooms,
      bathrooms,
      squareFeet,
      lotSize,
      yearBuilt,
      features: [...features],
      images,
      digitalTwin: demoTwin(index, type, label, images[0]!.url),
      mediaUploaded: true,
      mediaUploadedAt: createdAt,
      agentId: agent.id,
      agentName: `${agentSeed.firstName} ${agentSeed.lastName}`,
      agentEmail: agentSeed.email,
      approval: plan.approval,
      approvalUpdatedAt: decided ? decidedAt : null,
      approvalUpdatedBy: decided ? admin.id : null,
      approvedAt: plan.approval === 'approved' ? decidedAt : null,
      rejectionReason: plan.rejection ?? null,
      isActive: plan.isActive,
      statusUpdatedAt: closed ? closedAt : createdAt,
      statusUpdatedBy: agent.id,
      buyerId: closed && index % 2 === 1 ? buyer.id : null,
      soldAt: plan.status === 'sold' ? closedAt : null,
      rentedAt: plan.status === 'rented' ? closedAt : null,
      viewCount: plan.approval === 'approved' ? between(3, 420) : 0,
      lastViewedAt: plan.approval === 'approved' ? new Date(now - between(1, 72) * 3600_000) : null,
      createdAt,
      updatedAt: closed ? closedAt : decided ? decidedAt : createdAt,
    });
    if (decided) {
      history.push({
        propertyId: id,
        kind: 'approval',
        oldStatus: 'pending',
        newStatus: plan.approval,
        reason: plan.rejection ?? null,
        adminId: admin.id,
        timestamp: decidedAt,
      });
    }
    if (closed || plan.status === 'off-market') {
      history.push({
        propertyId: id,
        kind: 'status',
        oldStatus: renting ? 'for-rent' : 'for-sale',
        newStatus: plan.status,
        reason: closed ? 'Offer accepted' : 'Owner paused the sale',
        adminId: agent.id,
        timestamp: closedAt,
      });
    }
  }

  const oldest = Math.min(...rows.map((row) => (row.createdAt as Date).getTime()));
  const sacramento = sacramentoDemoRows(
    {
      agentId: agent.id,
      agentName: `${agentSeed.firstName} ${agentSeed.lastName}`,
      agentEmail: agentSeed.email,
      adminId: admin.id,
    },
    oldest,
    photosFor,
  );
  rows.push(...sacramento.rows);
  history.push(...sacramento.history);

  await ctx.db.transaction(async (tx) => {
    await tx.insert(properties).values(rows);
    await tx.insert(propertyStatusHistory).values(history);
  });
}
