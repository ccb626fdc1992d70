import type { AppContext } from '../../core/app-context';
import { mapRoutes } from './map.routes';

/** The map search's tile settings for the browser (MAP_TILES_URL, or the bundled basemap). */
export function createMapModule(ctx: Pick<AppContext, 'config'>) {
  return { routes: mapRoutes(ctx.config) };
}
