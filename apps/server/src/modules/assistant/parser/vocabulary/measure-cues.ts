/** Words around a number that say what it counts. */

/** "5000 sq ft lot": the area is the land's. */
export const LOT_WORDS = new Set(['lot', 'lots', 'plot', 'parcel', 'land', 'yard']);
export const YEAR_CUES = new Set([
  'built',
  'since',
  'year',
  'after',
  'before',
  'in',
  'from',
  'circa',
  'of',
]);
export const ZIP_CUES = new Set(['zip', 'code', 'zipcode', 'in', 'area']);
export const PRICE_CUES = new Set([
  'price',
  'priced',
  'cost',
  'costs',
  'costing',
  'budget',
  'for',
  'at',
  'pay',
]);

/** Counts of other things: "within 100 miles", "10 minutes from", "3 car garage", "20%". */
export const OTHER_UNITS = new Set([
  'mile',
  'miles',
  'mi',
  'minute',
  'minutes',
  'min',
  'mins',
  'km',
  'kilometers',
  'block',
  'blocks',
  'hour',
  'hours',
  'year',
  'years',
  'yrs',
  'yr',
  'percent',
  '%',
  'floor',
  'floors',
  'story',
  'stories',
  'car',
  'cars',
  'people',
  'units',
  'unit',
  'acre',
  'acres',
]);
