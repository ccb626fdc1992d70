import type { TAssistantPropertyCard, TProperty } from '@nestwise/shared';

const STATUS_LABELS: Record<string, string> = {
  'for-sale': 'For Sale',
  'for-rent': 'For Rent',
  sold: 'Sold',
  rented: 'Rented',
  'off-market': 'Off Market',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

export const formatDollars = (amount: number) =>
  `$${Math.round(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Spec §2: a $ prefix, thousands separators, and "/mo" when the status is not For Sale. */
export const formatCardPrice = (price: number, status: string) =>
  `${formatDollars(price)}${statusLabel(status) === 'For Sale' ? '' : '/mo'}`;

const FEATURE_LABELS: Record<string, string> = {
  pool: 'Pool',
  garage: 'Garage',
  garden: 'Garden',
  fireplace: 'Fireplace',
  balcony: 'Balcony',
  waterfront: 'Waterfront',
  view: 'View',
  basement: 'Basement',
  'air-conditioning': 'Air conditioning',
  'pet-friendly': 'Pet friendly',
  furnished: 'Furnished',
  parking: 'Parking',
  gym: 'Gym',
  'new-construction': 'New construction',
};

export const featureLabel = (feature: string) => FEATURE_LABELS[feature] ?? feature;

function highlights(property: TProperty): string[] {
  const rooms =
    property.bedrooms === 0 ? 'Studio' : `${property.bedrooms} bed, ${property.bathrooms} bath`;
  const area = property.squareFeet ? `${property.squareFeet.toLocaleString('en-US')} sq ft` : null;
  return [rooms, area, ...property.features.slice(0, 3).map(featureLabel)].filter(
    (item): item is string => Boolean(item),
  );
}

/** A listing as a card in an assistant reply (spec §2 "Property card in AI replies"). */
export function presentCard(property: TProperty): TAssistantPropertyCard {
  const { location } = property;
  return {
    id: property.id,
    title: property.title,
    location: [location.address, location.city, location.state].filter(Boolean).join(', '),
    city: location.city,
    state: location.state,
    status: statusLabel(property.status),
    price: property.price,
    formattedPrice: formatCardPrice(property.price, property.status),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    squareFeet: property.squareFeet,
    propertyType: property.propertyType,
    images: property.images.map((image) => image.url),
    features: property.features.map(featureLabel),
    highlights: highlights(property),
  };
}
