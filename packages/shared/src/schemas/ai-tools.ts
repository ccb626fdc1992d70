import { z } from 'zod';
import { PROPERTY_TYPES } from '../constants/properties';

/** A real calendar day: 2024-02-30 is refused, where `Date.parse` would roll it into March. */
const calendarDate = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-05-31')
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    }, message);

/** A real calendar day not after today (UTC). */
const pastCalendarDate = calendarDate('must be a real calendar date').refine(
  (value) => value <= new Date().toISOString().slice(0, 10),
  'must not be in the future',
);

const optionalNumber = (schema: z.ZodNumber) => schema.nullable().optional();

/** The home being valued or described: the sales columns without price and sale date. */
const homeFields = {
  city: z.string().trim().min(1, 'city is required').max(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code')
    .transform((value) => value.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'zip must be a 5-digit ZIP code')
    .nullable()
    .optional(),
  neighborhood: z.string().trim().max(100).nullable().optional(),
  latitude: optionalNumber(z.number().min(-90).max(90)),
  longitude: optionalNumber(z.number().min(-180).max(180)),
  propertyType: z
    .string()
    .trim()
    .min(1, 'propertyType is required')
    .max(40)
    .transform((value) => value.toLowerCase()),
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().min(0).max(50),
  squareFeet: z.number().min(100, 'squareFeet must be at least 100').max(100_000),
  lotSize: optionalNumber(z.number().positive().max(1e9)),
  yearBuilt: optionalNumber(z.number().int().min(1600).max(2100)),
  garageSpaces: optionalNumber(z.number().int().min(0).max(50)),
};

/** One recorded sale, in the column format of shared/data/sacramento-sales.csv. */
export const ZSaleSchema = z.object({
  ...homeFields,
  price: z.number().positive('price must be above 0').max(10_000_000_000),
  soldAt: calendarDate('must be a real date'),
});
export type TSale = z.infer<typeof ZSaleSchema>;

/** Rough floors of living area per room: below them the figures are a typo, not a home. */
const MIN_SQFT_PER_BEDROOM = 50;
const MIN_SQFT_PER_BATHROOM = 30;
/** Large homes have a few more bathrooms than bedrooms (suites, powder rooms); not dozens. */
const MAX_EXTRA_BATHROOMS = 4;
/** Even a four-storey townhouse covers a quarter of its living area in lot. */
const MIN_LOT_SHARE_OF_LIVING_AREA = 0.25;
/** Types whose lot is not the home's own (a condo's building) or that have no living area. */
const NO_OWN_LOT = new Set(['condo', 'apartment', 'land']);

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/** Figures that cannot belong to one home together: each a 400 naming the field and the limit. */
function checkHomeFigures(
  home: {
    propertyType: string;
    bedrooms: number;
    bathrooms: number;
    squareFeet: number;
    lotSize?: number | null;
    yearBuilt?: number | null;
  },
  context: z.RefinementCtx,
) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (home.propertyType === 'land') {
    if (home.bedrooms !== 0 || home.bathrooms !== 0)
      issue('propertyType', 'land has no bedrooms or bathrooms; give 0 for both');
    return;
  }
  if (home.bathrooms > home.bedrooms + MAX_EXTRA_BATHROOMS) {
    issue(
      'bathrooms',
      `${home.bathrooms} bathrooms is too many for ${home.bedrooms} bedroom(s): at most ${MAX_EXTRA_BATHROOMS} more bathrooms than bedrooms (${home.bedrooms + MAX_EXTRA_BATHROOMS})`,
    );
  }
  const leastArea = home.bedrooms * MIN_SQFT_PER_BEDROOM + home.bathrooms * MIN_SQFT_PER_BATHROOM;
  if (home.squareFeet >= 100 && home.squareFeet < leastArea) {
    issue(
      'squareFeet',
      `squareFeet is too small for that many rooms: ${home.bedrooms} bedroom(s) and ${home.bathrooms} bathroom(s) need at least ${thousands(leastArea)} sq ft (${MIN_SQFT_PER_BEDROOM} a bedroom, ${MIN_SQFT_PER_BATHROOM} a bathroom)`,
    );
  }
  const thisYear = new Date().getUTCFullYear();
  if (home.yearBuilt != null && home.yearBuilt > thisYear) {
    issue('yearBuilt', `yearBuilt must not be after this year (${thisYear})`);
  }
  const leastLot = home.squareFeet * MIN_LOT_SHARE_OF_LIVING_AREA;
  if (home.lotSize != null && !NO_OWN_LOT.has(home.propertyType) && home.lotSize < leastLot) {
    issue(
      'lotSize',
      `lotSize is too small for ${thousands(home.squareFeet)} sq ft of living area: at least ${thousands(leastLot)} sq ft (a quarter of it, as on four storeys); give the lot in square feet, not acres`,
    );
  }
}

export const ZValuationRequestSchema = z
  .object({
    ...homeFields,
    propertyType: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(PROPERTY_TYPES, {
          error: `propertyType must be one of ${PROPERTY_TYPES.join(', ')}`,
        }),
      ),
    asOf: pastCalendarDate.optional(),
  })
  .strict()
  .superRefine(checkHomeFigures);
export type TValuationRequest = z.infer<typeof ZValuationRequestSchema>;

/** A recorded sale as the API answers it: plain values (ZSaleSchema checks a sale coming in). */
export const ZRecordedSaleSchema = z.object({
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable().optional(),
  neighborhood: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  propertyType: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  squareFeet: z.number(),
  lotSize: z.number().nullable().optional(),
  yearBuilt: z.number().nullable().optional(),
  garageSpaces: z.number().nullable().optional(),
  price: z.number(),
  soldAt: z.string(),
});
export type TRecordedSale = z.infer<typeof ZRecordedSaleSchema>;

export const ZComparableSaleSchema = z.object({
  sale: ZRecordedSaleSchema,
  /** Miles from the subject; null when either has no coordinates. */
  distanceMiles: z.number().nullable(),
  /** The comparable's price adjusted to the subject's features, location and date. */
  adjustedPrice: z.number(),
  adjustments: z.array(z.object({ feature: z.string(), percent: z.number() })),
  weight: z.number(),
});
export type TComparableSale = z.infer<typeof ZComparableSaleSchema>;

export const ZValuationResponseSchema = z.object({
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  /** Nominal coverage of low..high in percent (80): quantiles of cross-validated errors. */
  intervalCoverage: z.number(),
  confidence: z.enum(['high', 'medium', 'low']),
  confidenceReasons: z.array(z.string()),
  pricePerSquareFoot: z.number(),
  asOf: z.string(),
  /** The market (metro) whose sales value the home; comparables come from it only. */
  market: z.object({ name: z.string(), salesCount: z.number(), lastSaleDate: z.string() }),
  /**
   * When the model serving this answer was fitted, and on how many sales (all markets).
   * `provisional`: served while the server's first fit is still fitting the boosted trees (the
   * hedonic model and comparables alone); later answers come from the stacked model.
   */
  model: z.object({ fittedAt: z.string(), salesCount: z.number(), provisional: z.boolean() }),
  comparables: z.array(ZComparableSaleSchema),
  method: z.object({
    summary: z.string(),
    modelEstimate: z.number(),
    comparablesEstimate: z.number().nullable(),
    salesUsed: z.number(),
    crossValidation: z.object({
      folds: z.number(),
      medianAbsolutePercentError: z.number(),
      withinTenPercent: z.number(),
    }),
    assumptions: z.array(z.string()),
  }),
});
export type TValuationResponse = z.infer<typeof ZValuationResponseSchema>;

/** POST /api/ai-tools/estimate: the valuation's headline for a listing page. */
export const ZListingEstimateValueSchema = ZValuationResponseSchema.pick({
  estimate: true,
  low: true,
  high: true,
  confidence: true,
}).extend({
  market: z.string(),
  /** The market's latest recorded sale: the estimate is at that date's price level. */
  lastSaleDate: z.string(),
});

/**
 * Too few recorded sales near the home to estimate it. An answer, not a failure: every listing
 * page asks, and outside the markets with sales data this is what most of them get (a 4xx would
 * put an error in every visitor's browser console).
 */
export const ZListingEstimateNoneSchema = z.object({
  estimate: z.null(),
  reason: z.literal('not-enough-sales'),
  message: z.string(),
});

export const ZListingEstimateSchema = z.union([
  ZListingEstimateValueSchema,
  ZListingEstimateNoneSchema,
]);
export type TListingEstimate = z.infer<typeof ZListingEstimateSchema>;

export const ZIntelligenceQuerySchema = z
  .object({
    city: z.string().trim().min(1).max(100).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code')
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'zip must be a 5-digit ZIP code')
      .optional(),
    neighborhood: z.string().trim().min(1).max(100).optional(),
    propertyType: z.string().trim().min(1).max(40).optional(),
    /** How many months back from the latest sale the trend covers. */
    months: z.coerce.number().int().min(1).max(120).default(12),
  })
  .strict();
export type TIntelligenceQuery = z.infer<typeof ZIntelligenceQuerySchema>;

export const ZIntelligenceResponseSchema = z.object({
  area: z.string(),
  asOf: z.string().nullable(),
  salesCount: z.number(),
  medianPrice: z.number().nullable(),
  medianPricePerSquareFoot: z.number().nullable(),
  medianSquareFeet: z.number().nullable(),
  inventory: z.object({ active: z.number().nullable(), monthsOfSupply: z.number().nullable() }),
  /** The marketplace's own approved listings in the area (for sale, sold, other). */
  listings: z.object({
    total: z.number(),
    active: z.number(),
    medianListPrice: z.number().nullable(),
    newListings: z.object({
      weeks: z.number(),
      count: z.number(),
      perWeek: z.number(),
      /** Only when there are enough new listings for a trend (empty otherwise). */
      weekly: z.array(z.object({ weekStart: z.string(), count: z.number() })),
    }),
    priceCuts: z.object({ count: z.number().nullable(), basis: z.string() }),
  }),
  daysOnMarket: z.object({ median: z.number().nullable(), basis: z.string() }),
  monthlyTrend: z.array(
    z.object({
      month: z.string(),
      sales: z.number(),
      medianPrice: z.number().nullable(),
      medianPricePerSquareFoot: z.number().nullable(),
    }),
  ),
  priceDistribution: z.array(
    z.object({
      label: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      count: z.number(),
    }),
  ),
  byPropertyType: z.array(
    z.object({ propertyType: z.string(), sales: z.number(), medianPrice: z.number() }),
  ),
  notes: z.array(z.string()),
});
export type TIntelligenceResponse = z.infer<typeof ZIntelligenceResponseSchema>;
