import { ZMapConfigSchema } from '../schemas/map-area';
import { map } from './operation-groups';

/** The map search's tile settings for the browser. */
export const getMapConfig = map.get('/api/map/config', {
  name: 'getMapConfig',
  summary: "The map's tile source and attribution (null: the bundled offline basemap)",
  description: 'The same for everyone; browsers may keep it five minutes.',
  auth: 'public',
  responses: { 200: ZMapConfigSchema },
});
