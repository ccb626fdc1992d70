import { ZPropertyPinsQuerySchema, ZPropertyPinsSchema } from '../schemas/property-pins';
import { propertyPins } from './operation-groups';

/** The map's pins: every listing the list search matches, not only the pages the list loaded. */
export const findPropertyPins = propertyPins.get('/api/properties/pins', {
  name: 'findPropertyPins',
  summary: 'Map pins of every listing a search matches (up to MAP_PINS_MAX = 2000)',
  description:
    'The filters, visibility and order of GET /api/properties; only id, coordinates, price and status per listing. `truncated` says more matched than were returned. `total` is counted as the list counts it, up to PROPERTY_COUNT_BOUND = 1000; `totalCapped` says more matched.',
  auth: 'public',
  query: ZPropertyPinsQuerySchema,
  responses: { 200: ZPropertyPinsSchema },
});
