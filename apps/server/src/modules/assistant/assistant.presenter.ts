import {
  featureLabel,
  propertyStatusLabel,
  type TAssistantPropertyCard,
  type TProperty,
} from '@nestwise/shared';

export const formatDollars = (amount: number) =>
  `$${Math.round(amount).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Cards show a $ prefix, thousands separators, and "/mo" when the status is not For Sale. */
export const formatCardPrice = (price: number, status: string) =>
  `${formatDollars(price)}${status === 'for-sale' ? '' : '/mo'}`;

function highlights(property: TProperty): string[] {
  const rooms =
    property.bedrooms === 0 ? 'Studio' : `${property.bedrooms} bed, ${property.bathrooms} bath`;
  const area = property.squareFeet ? `${property.squareFeet.toLocaleString('en-US')} sq ft` : null;
  return [rooms, area, ...property.features.slice(0, 3).map(featureLabel)].filter(
    (item): item is string => Boolean(item),
  );
}

/** A listing as a card in an assistant reply (ZAssistantPropertySchema in packages/shared). */
export function presentCard(property: TProperty): TAssistantPropertyCard {
  const { location } = property;
  return {
    id: property.id,
    title: property.title,
    location: [location.address, location.city, location.state].filter(Boolean).join(', '),
    city: location.city,
    state: location.state,
    status: propertyStatusLabel(property.status),
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
