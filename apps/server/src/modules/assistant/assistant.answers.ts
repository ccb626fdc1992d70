import {
  featureLabel,
  propertyStatusLabel,
  type TAssistantFilters,
  type TProperty,
} from '@nestwise/shared';
import type { MarketFigures } from '../properties';
import { formatDollars } from './assistant.presenter';
import { describeNoun, describePlace, joinAnd } from './describe-filters';

/** The fixed replies and the ones about one property or one market, written to be read aloud. */
export const FIXED_REPLIES = {
  greeting:
    'Hello! I can find homes for you, tell you about a property, its price or a virtual tour, and share market trends. What are you looking for?',
  help: 'Ask me about properties, pricing, market trends and virtual tours. For example: "three-bedroom houses in Austin under $500K", "what is the market trend downtown?", or, on a listing, "how much is this one?" and "does it have a garage?". You can then narrow the results: "only the ones with a pool" or "show me cheaper ones".',
  off_topic:
    'I can only help with property questions: searching listings, prices, market trends and virtual tours. Try "two-bedroom apartments in Chicago".',
  action:
    "I can't book showings, make offers or sign anything for you. Open the listing and use Contact Agent to arrange it; I can tell you about the home or find similar ones.",
  unsupported:
    "I can't search by race, colour, religion, national origin, sex, familial status, disability or source of income: fair-housing law forbids steering buyers and renters that way. I'm happy to search by price, size, features and location instead.",
  unknown:
    'Sorry, I did not catch a property question. Try something like "two-bedroom apartments for rent in Chicago under $2,500 a month".',
  noProperty:
    'Open a property first, then ask me about it: its price, its features or a virtual tour.',
  noPropertyTour:
    'Open a property to walk through its 3D model, or ask me "which listings have a virtual tour?" to find the ones that have one.',
  propertyNotFound: 'I could not find that property; it may no longer be listed.',
} as const;

const monthly = (property: TProperty) => (property.status === 'for-sale' ? '' : ' a month');

function roomsOf(property: TProperty) {
  if (property.bedrooms === 0) return 'studio';
  return `${property.bedrooms}-bedroom, ${property.bathrooms}-bath`;
}

function placeOf(property: TProperty) {
  const { city, state, neighborhood } = property.location;
  const where = [city, state].filter(Boolean).join(', ');
  return neighborhood ? `in ${neighborhood}, ${where}` : `in ${where}`;
}

export function priceReply(property: TProperty): string {
  const perFoot =
    property.squareFeet && property.status === 'for-sale'
      ? `, about ${formatDollars(property.price / property.squareFeet)} per square foot`
      : '';
  return `${property.title} is ${propertyStatusLabel(property.status).toLowerCase()} at ${formatDollars(property.price)}${monthly(property)}${perFoot}.`;
}

export function detailsReply(property: TProperty, askedFeatures: string[]): string {
  const has = new Set(property.features);
  const answers = askedFeatures.map((feature) =>
    has.has(feature)
      ? `Yes, it has ${featureLabel(feature).toLowerCase()}.`
      : `Its listing does not mention ${featureLabel(feature).toLowerCase()}.`,
  );
  const area = property.squareFeet
    ? ` of ${property.squareFeet.toLocaleString('en-US')} square feet`
    : '';
  const built = property.yearBuilt ? `, built in ${property.yearBuilt}` : '';
  const features = property.features.length
    ? ` Features: ${joinAnd(property.features.map((feature) => featureLabel(feature).toLowerCase()))}.`
    : '';
  const summary = `${property.title} is a ${roomsOf(property)} ${property.propertyType}${area} ${placeOf(property)}${built}, ${propertyStatusLabel(property.status).toLowerCase()} at ${formatDollars(property.price)}${monthly(property)}.${features}`;
  return answers.length ? `${answers.join(' ')} ${summary}` : summary;
}

export function tourReply(property: TProperty): string {
  const models = property.digitalTwin.models.length;
  if (models > 0) {
    return `${property.title} has a 3D virtual tour: open View Details and choose the 3D model viewer to walk through it.`;
  }
  const photos = property.images.length;
  return `${property.title} has no 3D tour yet${
    photos ? `, but you can browse its ${photos === 1 ? 'photo' : `${photos} photos`}` : ''
  } on its details page, or contact ${property.agentName || 'the agent'} to arrange a visit.`;
}

const percent = (value: number) => `${Math.abs(value).toFixed(1)}%`;

/** Below this many listings on either side, a change between two windows is not a trend. */
export const MIN_TREND_SAMPLE = 5;

const listings = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'listing' : 'listings'}`;

function trendSentence(figures: MarketFigures, windowMonths: number): string {
  const { recentMedianPrice: recent, priorMedianPrice: prior, recentCount, priorCount } = figures;
  if (recent === null || prior === null || prior === 0) {
    return recentCount > 0
      ? ` ${listings(recentCount)} ${recentCount === 1 ? 'was' : 'were'} added in the last ${windowMonths} months; too few before that to show a trend.`
      : '';
  }
  if (recentCount < MIN_TREND_SAMPLE || priorCount < MIN_TREND_SAMPLE) {
    return ` Too few listings to call a trend: ${listings(recentCount)} in the last ${windowMonths} months against ${listings(priorCount)} the ${windowMonths} months before.`;
  }
  const change = ((recent - prior) / prior) * 100;
  const direction =
    Math.abs(change) < 0.5
      ? 'about the same as'
      : change > 0
        ? `${percent(change)} above`
        : `${percent(change)} below`;
  return ` Listings added in the last ${windowMonths} months (${listings(recentCount)}) have a median of ${formatDollars(recent)}, ${direction} the ${windowMonths} months before (${listings(priorCount)}).`;
}

/** Real figures for the place asked: median, average, per square foot, inventory, change. */
export function marketReply(
  filters: TAssistantFilters,
  figures: MarketFigures,
  windowMonths: number,
): string {
  const place = describePlace(filters).trim() || 'across all our listings';
  const kind = filters.propertyType ? ` for ${describeNoun(filters, 2)}` : '';
  const rental = filters.status === 'for-rent';
  if (figures.sampleSize === 0 || figures.medianPrice === null) {
    return `I don't have enough listings ${place}${kind} to show market figures yet.`;
  }
  const price = rental ? 'rent' : 'asking price';
  const perFoot =
    !rental && figures.medianPricePerSquareFoot !== null
      ? `, about ${formatDollars(figures.medianPricePerSquareFoot)} per square foot`
      : '';
  const average =
    figures.averagePrice !== null ? ` and the average ${formatDollars(figures.averagePrice)}` : '';
  const onMarket = `${figures.inventory.toLocaleString('en-US')} ${figures.inventory === 1 ? 'listing is' : 'listings are'} ${rental ? 'for rent' : 'for sale'} now`;
  const heading = place.charAt(0).toUpperCase() + place.slice(1);
  const basis = ` Based on ${listings(figures.sampleSize)} ${rental ? 'for rent or rented' : 'for sale or sold'}${figures.sampleSize < MIN_TREND_SAMPLE ? ', a small sample, so treat it as a rough guide' : ''}.`;
  return `${heading}${kind}, the median ${price} is ${formatDollars(figures.medianPrice)}${rental ? ' a month' : ''}${average}${perFoot}; ${onMarket}.${basis}${trendSentence(figures, windowMonths)}`;
}

/** "What's the average price of a home in San Diego": the figures, then the listings. */
export function averagePriceReply(filters: TAssistantFilters, figures: MarketFigures): string {
  const place = describePlace(filters);
  const noun = describeNoun(filters, 2);
  if (figures.averagePrice === null || figures.medianPrice === null) {
    return `I don't have any ${noun}${place} to price yet.`;
  }
  const monthlySuffix = filters.status === 'for-rent' ? ' a month' : '';
  return `The average price of ${noun}${place} is ${formatDollars(figures.averagePrice)}${monthlySuffix}, with a median of ${formatDollars(figures.medianPrice)}${monthlySuffix}, across ${listings(figures.sampleSize)}.`;
}
