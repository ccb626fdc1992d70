import { ZPropertyPinsQuerySchema, ZPropertyPinsSchema } from '../schemas/property-pins';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** The map's pins: every listing the list search matches, not only the pages the list loaded. */
export const findPropertyPins = defineOperation({
  name: 'findPropertyPins',
  method: 'GET',
  path: '/api/properties/pins',
  summary: 'Map pins of every listing a search matches (up to MAP_PINS_MAX = 2000)',
  description:
    'The filters, visibility and order of GET /api/properties; only id, coordinates, price and status per listing. `truncated` says more matched than were returned.',
  tags: ['properties', 'map'],
  auth: 'public',
  query: ZPropertyPinsQuerySchema,
  responses: { 200: ZPropertyPinsSchema, ...apiErrors },
});
