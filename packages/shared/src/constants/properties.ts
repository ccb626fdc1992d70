/**
 * Listing vocabulary of the listing schema and the assistant contract, named once for both sides.
 */
export const PROPERTY_TYPES = [
  'house',
  'apartment',
  'condo',
  'townhouse',
  'multi-family',
  'land',
  'commercial',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['for-sale', 'for-rent', 'sold', 'rented', 'off-market'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** Statuses that close a deal: they may name the buyer (or tenant) and show under "purchased". */
export const CLOSED_PROPERTY_STATUSES = [
  'sold',
  'rented',
] as const satisfies readonly PropertyStatus[];

/**
 * The browse modes of /properties (issue #17): each shows exactly one status, so sold and
 * off-market homes never mix into the homes for sale, and rented homes show in no mode.
 */
export const LISTING_MODES = ['buy', 'rent', 'sold'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];
export const DEFAULT_LISTING_MODE: ListingMode = 'buy';
export const LISTING_MODE_STATUS = {
  buy: 'for-sale',
  rent: 'for-rent',
  sold: 'sold',
} as const satisfies Record<ListingMode, PropertyStatus>;

/**
 * A search counts its matches up to this many and no further (decision 0312): past it the page
 * says `totalCountCapped` and the web shows "1,000+", so a wide search never reads every match.
 */
export const PROPERTY_COUNT_BOUND = 1000;

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The feature vocabulary the assistant understands; listings may carry free features too. */
export const PROPERTY_FEATURES = [
  'pool',
  'garage',
  'garden',
  'fireplace',
  'balcony',
  'waterfront',
  'view',
  'basement',
  'air-conditioning',
  'pet-friendly',
  'furnished',
  'parking',
  'gym',
  'new-construction',
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];

/** The listing search's number filters (GET /api/properties, saved searches), in URL order. */
export const NUMERIC_SEARCH_FILTERS = [
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'minBathrooms',
  'minSquareFeet',
  'maxSquareFeet',
] as const;

/**
 * The list's orders, each backed by an index (the server's properties schema): newest, price
 * both ways, most bedrooms, largest, lowest price per sq ft (homes without a size last), and
 * fewest days on market (most recently listed first; the UI offers it for homes for sale).
 */
export const PROPERTY_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'bedrooms-desc',
  'size-desc',
  'price-per-sqft-asc',
  'days-on-market-asc',
] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const DEFAULT_PROPERTY_SORT: PropertySort = 'newest';

export const PROPERTY_PAGE_DEFAULT_LIMIT = 20;
export const PROPERTY_PAGE_MAX_LIMIT = 100;

/** One viewer is counted at most once per this window on a listing. */
export const PROPERTY_VIEW_DEDUPE_WINDOW_MS = 30 * 60 * 1000;

/** Share links open this page of the web app. */
export const SHARED_PROPERTY_PATH = '/shared/property';

/** Listings with digital-twin files: models or documents (`any`), models, or documents. */
export const TWIN_FILTERS = ['any', 'models', 'documents'] as const;
export type TwinFilter = (typeof TWIN_FILTERS)[number];

/** The longest text the location box sends (and the search's `location` filter accepts). */
export const LOCATION_TEXT_MAX = 100;

/** Limits that keep a listing's stored size bounded. */
export const PROPERTY_LIMITS = {
  titleMax: 200,
  descriptionMax: 20_000,
  featuresMax: 50,
  featureMax: 60,
  imagesMax: 50,
  twinItemsMax: 50,
  priceMax: 10_000_000_000,
  roomsMax: 1000,
  reasonMax: 2000,
} as const;

/**
 * What an approved listing's agent may not change without a new review: the words and the place a
 * buyer relies on. Price, status, photos and the rest keep it live (issue 17).
 */
export const LISTING_REVIEWED_FIELDS = ['title', 'description', 'location'] as const;
export type ListingReviewedField = (typeof LISTING_REVIEWED_FIELDS)[number];
