import { z } from 'zod';
import { ZListPropertiesQuerySchema, ZPropertyStatusSchema } from './properties';

/**
 * GET /api/properties/pins: the list search's own filters (the same schema, so both read a URL
 * the same way), without its paging: the pins are every match, up to MAP_PINS_MAX.
 */
export const ZPropertyPinsQuerySchema = ZListPropertiesQuerySchema.omit({
  limit: true,
  startAfter: true,
});
export type TPropertyPinsQuery = z.infer<typeof ZPropertyPinsQuerySchema>;
export type TPropertyPinsQueryInput = z.input<typeof ZPropertyPinsQuerySchema>;

/**
 * One map pin: where, what its price label says ("/mo" for rentals), its street and city, and its
 * neighbourhood (the offline map names the streets and neighbourhoods of the homes it shows).
 */
export const ZPropertyPinSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  status: ZPropertyStatusSchema,
  address: z.string(),
  neighborhood: z.string().nullable(),
});
export type TPropertyPin = z.infer<typeof ZPropertyPinSchema>;

export const ZPropertyPinsSchema = z.object({
  /** The matches with coordinates, in the list's order, at most MAP_PINS_MAX. */
  pins: z.array(ZPropertyPinSchema),
  /**
   * Every match, as the list counts it (homes without coordinates included), up to
   * PROPERTY_COUNT_BOUND: past it `total` is the bound and `totalCapped` is true.
   */
  total: z.number().int(),
  /** The count stopped at PROPERTY_COUNT_BOUND: more homes match than `total` ("1,000+"). */
  totalCapped: z.boolean().optional(),
  /** More matches with coordinates than MAP_PINS_MAX: the map shows the first ones. */
  truncated: z.boolean(),
});
export type TPropertyPins = z.infer<typeof ZPropertyPinsSchema>;
