import type { TAssistantFilters, TProperty } from '@nestwise/shared';
import { formatDollars } from './assistant.presenter';
import type { MarketFigures } from '../properties';
import { MIN_TREND_SAMPLE } from './assistant.answers';
import { describeNoun, joinAnd } from './describe-filters';

/** The market a listing is compared in: its city, type and status. */
export function comparableFilters(property: TProperty): TAssistantFilters {
  return {
    city: property.location.city,
    propertyType: property.propertyType as TAssistantFilters['propertyType'],
    status:
      property.status === 'for-rent' || property.status === 'rented' ? 'for-rent' : 'for-sale',
  };
}

/**
 * "Is the Zilker home a good deal?": its asking price per square foot against the median of
 * comparable listings (same city, type and market), with the sample size said and a small
 * sample flagged. No comparison is claimed without the figures for one.
 */
export function dealReply(property: TProperty, figures: MarketFigures, allHomes = false): string {
  const own = comparableFilters(property);
  const filters = allHomes ? { ...own, propertyType: undefined } : own;
  const rent = filters.status === 'for-rent';
  const asking = `${property.title} is listed at ${formatDollars(property.price)}${rent ? ' a month' : ''}`;
  const perFoot = property.squareFeet ? property.price / property.squareFeet : null;
  const median = figures.medianPricePerSquareFoot;
  const others = allHomes ? 'homes' : describeNoun(filters, 2);
  if (perFoot === null || median === null || figures.sampleSize < 2) {
    return `${asking}. I don't have enough comparable ${others} in ${filters.city} to judge the price.`;
  }
  const change = ((perFoot - median) / median) * 100;
  const position =
    Math.abs(change) < 3
      ? 'in line with'
      : `${Math.abs(change).toFixed(0)}% ${change > 0 ? 'above' : 'below'}`;
  const count = figures.sampleSize;
  const caveat =
    count < MIN_TREND_SAMPLE ? ' That is a small sample, so take it as a rough guide.' : '';
  return `${asking}, about ${formatDollars(perFoot)} per square foot: ${position} the median of ${formatDollars(median)} across ${count} comparable ${count === 1 ? (allHomes ? 'home' : describeNoun(filters, 1)) : others} in ${filters.city}.${caveat} This compares asking prices, not an appraisal.`;
}

/** Several listings answer to the name: say which, and ask. */
export function whichListingReply(name: string, matches: TProperty[]): string {
  const names = matches.map((property) => `${property.title} (${property.location.city})`);
  return `${matches.length} listings match “${name}”: ${joinAnd(names)}. Which one do you mean?`;
}

export const listingNotFoundReply = (name: string) =>
  `I couldn't find a listing called “${name}”. Try its title or street as it appears on the listing.`;
