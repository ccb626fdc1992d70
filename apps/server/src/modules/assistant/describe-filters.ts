import { CHAT_RESULTS_LISTED, type TAssistantFilters, type TProperty } from '@nestwise/shared';
import { formatDollars } from './assistant.presenter';

const NOUNS: Record<string, [one: string, many: string]> = {
  house: ['house', 'houses'],
  apartment: ['apartment', 'apartments'],
  condo: ['condo', 'condos'],
  townhouse: ['townhouse', 'townhouses'],
  'multi-family': ['multi-family home', 'multi-family homes'],
  land: ['land listing', 'land listings'],
  commercial: ['commercial property', 'commercial properties'],
};

const FEATURE_PHRASES: Record<string, string> = {
  pool: 'a pool',
  garage: 'a garage',
  garden: 'a garden',
  fireplace: 'a fireplace',
  balcony: 'a balcony',
  waterfront: 'a waterfront setting',
  view: 'a view',
  basement: 'a basement',
  'air-conditioning': 'air conditioning',
  'pet-friendly': 'pets allowed',
  furnished: 'furniture included',
  parking: 'parking',
  gym: 'a gym',
  'new-construction': 'new construction',
};

const SORT_PHRASES: Record<string, string> = {
  'price-asc': 'cheapest first',
  'price-desc': 'most expensive first',
  newest: 'newest first',
};

/** "a, b or c" */
export function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** "a, b and c" */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const TYPE_WORDS = (type: string, count: number) =>
  (NOUNS[type] ?? [type, type])[count === 1 ? 0 : 1];

/** "houses or condos", "properties other than condos" */
export function describeNoun(filters: TAssistantFilters, count: number): string {
  if (filters.propertyTypes?.length) {
    return joinOr(filters.propertyTypes.map((type) => TYPE_WORDS(type, count)));
  }
  if (filters.excludePropertyTypes?.length && !filters.propertyType) {
    const others = joinOr(filters.excludePropertyTypes.map((type) => TYPE_WORDS(type, 2)));
    return `${count === 1 ? 'property' : 'properties'} other than ${others}`;
  }
  return describeOneNoun(filters, count);
}

function describeOneNoun(filters: TAssistantFilters, count: number): string {
  const [one, many] =
    filters.maxBedrooms === 0 && !filters.propertyType
      ? ['studio', 'studios']
      : (NOUNS[filters.propertyType ?? ''] ?? ['property', 'properties']);
  return count === 1 ? one : many;
}

export function describePlace(filters: TAssistantFilters): string {
  const city = filters.cities?.length ? joinOr(filters.cities) : filters.city;
  const where = [city, filters.state].filter(Boolean).join(', ');
  const outside = filters.excludeCities?.length ? ` outside ${joinAnd(filters.excludeCities)}` : '';
  return describeWhere(filters, where) + outside;
}

function describeWhere(filters: TAssistantFilters, where: string): string {
  if (filters.neighborhood && where) return ` in ${filters.neighborhood}, ${where}`;
  if (filters.neighborhood) return ` in ${filters.neighborhood}`;
  return where ? ` in ${where}` : '';
}

function describePrice(filters: TAssistantFilters): string {
  const monthly = filters.status === 'for-rent' ? ' a month' : '';
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) {
    return minPrice === maxPrice
      ? ` at ${formatDollars(minPrice)}${monthly}`
      : ` between ${formatDollars(minPrice)} and ${formatDollars(maxPrice)}${monthly}`;
  }
  if (maxPrice !== undefined) return ` under ${formatDollars(maxPrice)}${monthly}`;
  if (minPrice !== undefined) return ` over ${formatDollars(minPrice)}${monthly}`;
  return '';
}

function describeRooms(filters: TAssistantFilters): string[] {
  const parts: string[] = [];
  const { minBedrooms, maxBedrooms } = filters;
  if (maxBedrooms === 0 && (minBedrooms ?? 0) === 0) {
    if (filters.propertyType) parts.push('no separate bedroom');
  } else if (minBedrooms !== undefined && minBedrooms === maxBedrooms) {
    parts.push(`exactly ${plural(minBedrooms, 'bedroom')}`);
  } else if (minBedrooms !== undefined && maxBedrooms !== undefined) {
    parts.push(`${minBedrooms} to ${maxBedrooms} bedrooms`);
  } else if (minBedrooms !== undefined) {
    parts.push(`at least ${plural(minBedrooms, 'bedroom')}`);
  } else if (maxBedrooms !== undefined) {
    parts.push(`at most ${plural(maxBedrooms, 'bedroom')}`);
  }
  if (filters.minBathrooms !== undefined) {
    parts.push(`at least ${plural(filters.minBathrooms, 'bathroom')}`);
  }
  if (filters.maxBathrooms !== undefined) {
    parts.push(`at most ${plural(filters.maxBathrooms, 'bathroom')}`);
  }
  const { minSquareFeet: low, maxSquareFeet: high } = filters;
  const feet = (value: number) => `${value.toLocaleString('en-US')} square feet`;
  if (low !== undefined && high !== undefined) parts.push(`${feet(low)} to ${feet(high)}`);
  else if (low !== undefined) parts.push(`at least ${feet(low)}`);
  else if (high !== undefined) parts.push(`at most ${feet(high)}`);
  for (const feature of filters.features ?? []) parts.push(FEATURE_PHRASES[feature] ?? feature);
  if (filters.virtualTour) parts.push('a 3D virtual tour');
  const without = (filters.excludeFeatures ?? []).map((f) => FEATURE_PHRASES[f] ?? f);
  if (without.length) parts.push(`no ${joinOr(without).replace(/\ba /g, '')}`);
  return parts;
}

/** "houses for sale in Austin, TX under $500,000 with at least 3 bedrooms and a pool" */
export function describeSearch(filters: TAssistantFilters, count: number): string {
  const status =
    filters.status === 'for-sale' ? ' for sale' : filters.status === 'for-rent' ? ' for rent' : '';
  const rooms = describeRooms(filters);
  const sort = filters.sort ? `, ${SORT_PHRASES[filters.sort]}` : '';
  return `${describeNoun(filters, count)}${status}${describePlace(filters)}${describePrice(filters)}${
    rooms.length ? ` with ${joinAnd(rooms)}` : ''
  }${sort}`;
}

function readAloudItem(property: TProperty): string {
  const monthly = property.status === 'for-sale' ? '' : ' a month';
  return `${property.title} in ${property.location.city} at ${formatDollars(property.price)}${monthly}`;
}

/**
 * What was understood and how many matched, then the top five read out and a count of the rest
 * (CHAT_RESULTS_LISTED in packages/shared): "I found 12 houses in Austin under $500,000. The top 5:
 * …; and 7 more."
 */
export function searchReply(
  filters: TAssistantFilters,
  items: TProperty[],
  totalCount: number,
  /** Said right after what was understood (how the market was chosen). */
  note?: string,
  /** More matched than `totalCount`: the search stopped counting there (decision 0312). */
  capped = false,
): string {
  const said = note ? ` ${note}` : '';
  if (totalCount === 0) {
    return `I couldn't find any ${describeSearch(filters, 2)}.${said} Try a wider price range, another area or fewer features.`;
  }
  const found = `I found ${capped ? 'over ' : ''}${totalCount.toLocaleString('en-US')} ${describeSearch(filters, totalCount)}.${said}`;
  const listed = items.slice(0, CHAT_RESULTS_LISTED);
  const rest = totalCount - listed.length;
  const heading =
    listed.length === 1 ? 'It is' : rest > 0 ? `The top ${listed.length} are` : 'They are';
  const more = capped
    ? '; and many more'
    : rest > 0
      ? `; and ${rest.toLocaleString('en-US')} more`
      : '';
  return `${found} ${heading}: ${listed.map(readAloudItem).join('; ')}${more}.`;
}

/**
 * A price order with no market said: sale prices and monthly rents are never ranked together,
 * so each market is counted and read out apart.
 */
export function marketsApartReply(
  filters: TAssistantFilters,
  items: TProperty[],
  counts: { forSale: number; forRent: number },
): string {
  const total = counts.forSale + counts.forRent;
  const found = `I found ${total.toLocaleString('en-US')} ${describeSearch(filters, total)}: ${counts.forSale.toLocaleString('en-US')} for sale and ${counts.forRent.toLocaleString('en-US')} for rent, listed apart because a sale price and a monthly rent don't rank together.`;
  const sale = items.filter((item) => item.status === 'for-sale');
  const rent = items.filter((item) => item.status !== 'for-sale');
  const part = (label: string, list: TProperty[]) =>
    list.length ? ` ${label}: ${list.map(readAloudItem).join('; ')}.` : '';
  return `${found}${part('For sale', sale)}${part('For rent', rent)}`;
}
