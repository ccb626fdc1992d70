import { ZMapConfigSchema } from '../schemas/map-area';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** The map search's tile settings for the browser. */
export const getMapConfig = defineOperation({
  name: 'getMapConfig',
  method: 'GET',
  path: '/api/map/config',
  summary: "The map's tile source and attribution (null: the bundled offline basemap)",
  description: 'The same for everyone; browsers may keep it five minutes.',
  tags: ['map'],
  auth: 'public',
  responses: { 200: ZMapConfigSchema, ...apiErrors },
});
