import { count, eq } from 'drizzle-orm';
import {
  PROPERTY_FEATURES,
  type ApprovalState,
  type PropertyStatus,
  type PropertyType,
} from '@nestwise/shared';
import type { AppContext } from '../app-context';
import * as identityRepo from '../modules/identity/identity.repo';
import { properties, propertyStatusHistory } from '../modules/properties/properties.schema';
import { DEMO_DOCUMENT_NAMES, demoDocumentUrl, type DemoDocumentKind } from './demo-documents';
import { demoImageUrl, demoModelUrl, seededRandom } from './demo-media';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { sacramentoDemoRows } from './seed-sacramento';

interface City {
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  /** Price level against the national middle. */
  level: number;
  neighborhoods: string[];
  streets: string[];
}

const CITIES: City[] = [
  {
    city: 'Austin',
    state: 'TX',
    zip: '787',
    lat: 30.2672,
    lng: -97.7431,
    level: 1.05,
    neighborhoods: ['Downtown', 'South Congress', 'Hyde Park', 'East Austin', 'Zilker', 'Mueller'],
    streets: ['Congress', 'Lamar', 'Guadalupe', 'Barton Springs', 'Manor', 'Duval'],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    zip: '941',
    lat: 37.7749,
    lng: -122.4194,
    level: 2.3,
    neighborhoods: ['Mission District', 'Noe Valley', 'Pacific Heights', 'SoMa', 'Outer Sunset'],
    streets: ['Valencia', 'Divisadero', 'Fillmore', 'Irving', 'Folsom', 'Castro'],
  },
  {
    city: 'New York',
    state: 'NY',
    zip: '100',
    lat: 40.7128,
    lng: -74.006,
    level: 2.1,
    neighborhoods: ['Upper West Side', 'Chelsea', 'Harlem', 'Tribeca', 'Midtown'],
    streets: ['Amsterdam', 'Columbus', 'Lenox', 'Hudson', 'Lexington', 'Greenwich'],
  },
  {
    city: 'Miami',
    state: 'FL',
    zip: '331',
    lat: 25.7617,
    lng: -80.1918,
    level: 1.3,
    neighborhoods: ['Brickell', 'Coconut Grove', 'Wynwood', 'Little Havana', 'Edgewater'],
    streets: ['Biscayne', 'Brickell', 'Coral Way', 'Flagler', 'Bayshore', 'Calle Ocho'],
  },
  {
    city: 'Seattle',
    state: 'WA',
    zip: '981',
    lat: 47.6062,
    lng: -122.3321,
    level: 1.6,
    neighborhoods: ['Capitol Hill', 'Ballard', 'Fremont', 'Queen Anne', 'Downtown'],
    streets: ['Pike', 'Pine', 'Market', 'Leary', 'Aurora', 'Madison'],
  },
  {
    city: 'Denver',
    state: 'CO',
    zip: '802',
    lat: 39.7392,
    lng: -104.9903,
    level: 1.1,
    neighborhoods: ['LoDo', 'Highlands', 'Cherry Creek', 'Washington Park', 'RiNo'],
    streets: ['Colfax', 'Larimer', 'Blake', 'Federal', 'Speer', 'Downing'],
  },
  {
    city: 'Chicago',
    state: 'IL',
    zip: '606',
    lat: 41.8781,
    lng: -87.6298,
    level: 0.95,
    neighborhoods: ['Lincoln Park', 'Wicker Park', 'Logan Square', 'River North', 'Hyde Park'],
    streets: ['Clark', 'Halsted', 'Division', 'Milwaukee', 'Armitage', 'Damen'],
  },
];

const TYPES: PropertyType[] = [
  'house',
  'house',
  'apartment',
  'condo',
  'townhouse',
  'house',
  'multi-family',
  'land',
  'commercial',
  'apartment',
];

const SALE_BASE: Record<PropertyType, number> = {
  house: 460_000,
  apartment: 310_000,
  condo: 380_000,
  townhouse: 420_000,
  'multi-family': 790_000,
  land: 160_000,
  commercial: 1_150_000,
};
const RENT_BASE: Record<PropertyType, number> = {
  house: 2_800,
  apartment: 1_850,
  condo: 2_300,
  townhouse: 2_600,
  'multi-family': 4_800,
  land: 900,
  commercial: 6_500,
};
const BEDROOMS: Record<PropertyType, [number, number]> = {
  house: [2, 5],
  apartment: [0, 3],
  condo: [1, 3],
  townhouse: [2, 4],
  'multi-family': [4, 8],
  land: [0, 0],
  commercial: [0, 0],
};
const TYPE_LABEL: Record<PropertyType, string> = {
  house: 'Home',
  apartment: 'Apartment',
  condo: 'Condo',
  townhouse: 'Townhouse',
  'multi-family': 'Duplex',
  land: 'Building Lot',
  commercial: 'Retail Space',
};
const ADJECTIVES = [
  'Sunny',
  'Renovated',
  'Charming',
  'Modern',
  'Spacious',
  'Light-filled',
  'Classic',
  'Quiet',
  'Elegant',
  'Cozy',
];
const FREE_FEATURES = [
  'Hardwood floors',
  'Solar panels',
  'Smart home',
  'Walk-in closet',
  'Quartz countertops',
  'EV charger',
];
const STREET_SUFFIXES = ['Street', 'Avenue', 'Boulevard', 'Lane', 'Drive', 'Place'];

interface Plan {
  status: PropertyStatus;
  approval: ApprovalState;
  isActive: boolean;
  rejection?: string;
}

/** Most listings are live; a few show every other state the dashboards deal with. */
function planFor(index: number): Plan {
  if (index % 13 === 5) return { status: 'for-sale', approval: 'pending', isActive: true };
  if (index % 17 === 8) {
    return {
      status: index % 2 ? 'for-rent' : 'for-sale',
      approval: 'rejected',
      isActive: true,
      rejection: 'Photos do not show the property; please upload pictures of the interior.',
    };
  }
  if (index % 19 === 11) return { status: 'for-sale', approval: 'approved', isActive: false };
  if (index % 11 === 3) return { status: 'sold', approval: 'approved', isActive: true };
  if (index % 11 === 7) return { status: 'rented', approval: 'approved', isActive: true };
  if (index % 23 === 13) return { status: 'off-market', approval: 'approved', isActive: true };
  return {
    status: index % 3 === 1 ? 'for-rent' : 'for-sale',
    approval: 'approved',
    isActive: true,
  };
}

export const DEMO_LISTING_COUNT = 80;

/**
 * Every eighth listing (not land) has a 3D model, an inspection report, a floor plan and a photo
 * among its documents; every eighth from the fourth has documents only, so the hub's "has models"
 * and "has documents" filters differ. Uses no random numbers: the rest of the catalogue stays as
 * it was.
 */
function demoTwin(index: number, type: PropertyType, label: string) {
  const document = (kind: DemoDocumentKind) => ({
    url: demoDocumentUrl(kind, index),
    name: DEMO_DOCUMENT_NAMES[kind],
    format: 'pdf',
  });
  if (type === 'land') return { models: [], documents: [] };
  if (index % 8 === 0) {
    return {
      models: [{ url: demoModelUrl(index), name: `${label} model`, format: 'gltf' }],
      documents: [
        document('inspection'),
        document('floor-plan'),
        { url: demoImageUrl(type, index * 3), name: 'Front photo', format: 'svg' },
      ],
    };
  }
  if (index % 8 === 4) return { models: [], documents: [document('inspection')] };
  return { models: [], documents: [] };
}

/**
 * About 80 listings in seven US cities, every type and status, some pending and rejected,
 * owned by the demo agent, then six Sacramento homes for sale where the valuation has sales. Deterministic (seeded PRNG); nothing is added once the demo agent
 * has listings, so a second start changes nothing. Pictures and 3D models are generated by
 * /demo-media (see demo-media.ts): plain urls without storage keys, so deleting a demo
 * listing cleans no stored files.
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
  const history: Array<typeof propertyStatusHistory.$inferInsert> = [];

  for (let index = 0; index < DEMO_LISTING_COUNT; index += 1) {
    const place = CITIES[index % CITIES.length]!;
    const type = TYPES[(index * 3 + Math.floor(index / CITIES.length)) % TYPES.length]!;
    const plan = planFor(index);
    const renting = plan.status === 'for-rent' || plan.status === 'rented';
    const neighborhood = choose(place.neighborhoods);
    const [minBeds, maxBeds] = BEDROOMS[type];
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
      ? Math.round((RENT_BASE[type] * factor) / 50) * 50
      : Math.round((SALE_BASE[type] * saleFactor) / 1000) * 1000;
    const featurePool = [...PROPERTY_FEATURES].filter((feature) =>
      type === 'land' ? ['view', 'waterfront', 'new-construction'].includes(feature) : true,
    );
    const features = new Set<string>();
    const featureCount = type === 'land' ? between(0, 2) : between(2, 5);
    for (let f = 0; f < featureCount; f += 1) features.add(choose(featurePool));
    if (place.city === 'Miami' && random() < 0.5) features.add('waterfront');
    if (type !== 'land' && random() < 0.35) features.add(choose(FREE_FEATURES));
    const adjective = choose(ADJECTIVES);
    const label = TYPE_LABEL[type];
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
    const imageKind = type;
    const images = [0, 1, 2].map((k) => ({ url: demoImageUrl(imageKind, index * 3 + k) }));
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
      digitalTwin: demoTwin(index, type, label),
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
  );
  rows.push(...sacramento.rows);
  history.push(...sacramento.history);

  await ctx.db.transaction(async (tx) => {
    await tx.insert(properties).values(rows);
    await tx.insert(propertyStatusHistory).values(history);
  });
}
