import type { properties, propertyStatusHistory } from '../modules/properties/properties.schema';
import type { DemoPhotoDealer } from './demo-photos';

interface SacramentoListing {
  title: string;
  city: string;
  zip: string;
  neighborhood: string;
  address: string;
  latitude: number;
  longitude: number;
  propertyType: 'house' | 'condo';
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  lotSize: number | null;
  yearBuilt: number;
  price: number;
  features: string[];
  description: string;
}

/**
 * Homes for sale in ZIP codes of the bundled Sacramento sales (apps/server/data), so the demo shows
 * real estimates: the other demo cities have no recorded sales and get "not enough sales near this
 * home". Asking prices sit near those ZIPs' 2008 price per square foot, the level the sales give.
 */
export const SACRAMENTO_DEMO_LISTINGS: readonly SacramentoListing[] = [
  {
    title: 'Classic 3-Bedroom Home in East Sacramento',
    city: 'Sacramento',
    zip: '95819',
    neighborhood: 'East Sacramento',
    address: '1418 42nd Street',
    latitude: 38.57022,
    longitude: -121.44011,
    propertyType: 'house',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1650,
    lotSize: 5600,
    yearBuilt: 1938,
    price: 455_000,
    features: ['fireplace', 'garden', 'garage'],
    description:
      'Tudor-style home on a tree-lined street near McKinley Park, with original hardwood floors, a brick fireplace and a detached garage.',
  },
  {
    title: 'Charming 2-Bedroom Home in Land Park',
    city: 'Sacramento',
    zip: '95818',
    neighborhood: 'Land Park',
    address: '2731 Portola Way',
    latitude: 38.55548,
    longitude: -121.49213,
    propertyType: 'house',
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1240,
    lotSize: 5000,
    yearBuilt: 1928,
    price: 289_000,
    features: ['garden', 'fireplace'],
    description:
      'A 1920s cottage a short walk from William Land Park and the zoo, with coved ceilings, a sunny kitchen and a deep back garden.',
  },
  {
    title: 'Spacious 4-Bedroom Home in the Pocket',
    city: 'Sacramento',
    zip: '95831',
    neighborhood: 'Pocket',
    address: '7 Windbridge Court',
    latitude: 38.48893,
    longitude: -121.53382,
    propertyType: 'house',
    bedrooms: 4,
    bathrooms: 2.5,
    squareFeet: 2150,
    lotSize: 6500,
    yearBuilt: 1978,
    price: 385_000,
    features: ['garage', 'air-conditioning', 'pool'],
    description:
      'Two-storey home on a quiet court near the Sacramento River parkway, with a family room, a pool and a three-car garage.',
  },
  {
    title: 'Renovated 3-Bedroom Home in Laguna, Elk Grove',
    city: 'Elk Grove',
    zip: '95758',
    neighborhood: 'Laguna',
    address: '9124 Laguna Lake Way',
    latitude: 38.42412,
    longitude: -121.43125,
    propertyType: 'house',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1720,
    lotSize: 6000,
    yearBuilt: 2001,
    price: 239_000,
    features: ['garage', 'air-conditioning', 'pet-friendly'],
    description:
      'Single-storey home with a new kitchen and flooring, close to Laguna Town Hall shops and schools.',
  },
  {
    title: 'Light-filled 2-Bedroom Condo in Arden-Arcade',
    city: 'Sacramento',
    zip: '95825',
    neighborhood: 'Arden-Arcade',
    address: '2200 Fair Oaks Boulevard, Unit 14',
    latitude: 38.59011,
    longitude: -121.40488,
    propertyType: 'condo',
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 980,
    lotSize: null,
    yearBuilt: 1984,
    price: 149_000,
    features: ['balcony', 'parking', 'pool'],
    description:
      'Upstairs unit with a balcony over the courtyard, a community pool and covered parking, minutes from the American River trail.',
  },
  {
    title: 'Quiet 3-Bedroom Home in Meadowview',
    city: 'Sacramento',
    zip: '95823',
    neighborhood: 'Meadowview',
    address: '7360 Amherst Street',
    latitude: 38.46712,
    longitude: -121.43921,
    propertyType: 'house',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1350,
    lotSize: 6100,
    yearBuilt: 1972,
    price: 158_000,
    features: ['garage', 'garden'],
    description:
      'Well-kept ranch home with a large fenced yard, near light rail and Meadowview Park.',
  },
];

interface SeedPeople {
  agentId: string;
  agentName: string;
  agentEmail: string;
  adminId: string;
}

/**
 * The Sacramento listings as rows: approved and for sale, listed a little before every other demo
 * listing (`oldestAt`), so the catalogue's newest-first order starts as before.
 */
export function sacramentoDemoRows(
  people: SeedPeople,
  oldestAt: number,
  photosFor: DemoPhotoDealer,
) {
  const hour = 60 * 60 * 1000;
  const rows: Array<typeof properties.$inferInsert> = [];
  const history: Array<typeof propertyStatusHistory.$inferInsert> = [];
  SACRAMENTO_DEMO_LISTINGS.forEach((listing, k) => {
    const createdAt = new Date(oldestAt - (k + 1) * 36 * hour);
    const approvedAt = new Date(createdAt.getTime() + 6 * hour);
    const id = crypto.randomUUID();
    rows.push({
      id,
      ...listing,
      state: 'CA',
      status: 'for-sale',
      images: photosFor(listing.propertyType, listing.bedrooms),
      digitalTwin: { models: [], documents: [] },
      mediaUploaded: true,
      mediaUploadedAt: createdAt,
      agentId: people.agentId,
      agentName: people.agentName,
      agentEmail: people.agentEmail,
      approval: 'approved',
      approvalUpdatedAt: approvedAt,
      approvalUpdatedBy: people.adminId,
      approvedAt,
      isActive: true,
      statusUpdatedAt: createdAt,
      statusUpdatedBy: people.agentId,
      viewCount: 40 + k * 17,
      createdAt,
      updatedAt: approvedAt,
    });
    history.push({
      propertyId: id,
      kind: 'approval',
      oldStatus: 'pending',
      newStatus: 'approved',
      adminId: people.adminId,
      timestamp: approvedAt,
    });
  });
  return { rows, history };
}
