import { z } from 'zod';

/** The column format of shared/data/sacramento-sales.csv that the sales import reads, in order. */
export const SALES_CSV_COLUMNS = [
  'city',
  'state',
  'zip',
  'neighborhood',
  'latitude',
  'longitude',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSize',
  'yearBuilt',
  'garageSpaces',
  'price',
  'soldAt',
] as const;
export type TSalesCsvColumn = (typeof SALES_CSV_COLUMNS)[number];

/** The largest CSV the admin upload takes (about 250 000 rows); larger files go through the CLI. */
export const SALES_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** POST /api/market/sales/import. */
export const ZSalesImportReportSchema = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number(),
  inserted: z.number(),
  /** Already recorded, or repeated within the file. */
  duplicates: z.number(),
  /** The refused rows, up to the server's cap; `rejectedCount` counts them all. */
  rejected: z.array(z.object({ row: z.number(), line: z.number(), message: z.string() })),
  rejectedCount: z.number(),
});
export type TSalesImportReport = z.infer<typeof ZSalesImportReportSchema>;

const ZCityCountSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  sales: z.number(),
  soldListings: z.number(),
});

/** GET /api/market/sales/summary. */
export const ZSalesSummarySchema = z.object({
  totalSales: z.number(),
  totalSoldListings: z.number(),
  cities: z.array(ZCityCountSchema),
});
export type TSalesSummary = z.infer<typeof ZSalesSummarySchema>;
