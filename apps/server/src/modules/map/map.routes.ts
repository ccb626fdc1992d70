import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TMapConfig } from '@nestwise/shared';
import { getMapConfig } from '@nestwise/shared/contracts';
import type { Config } from '../../config';
import { fromContract } from '../../lib/route-from-contract';

/**
 * The map search's settings for the browser: MAP_TILES_URL's tiles and attribution, or null for
 * the basemap the web app bundles. Public (the map shows to signed-out visitors) and the same for
 * everyone, so browsers may keep it a while.
 */
export function mapRoutes(config: Config): FastifyPluginAsyncZod {
  const answer: TMapConfig = { tiles: config.mapTiles ?? null };
  return async (app) => {
    app.get(...fromContract(getMapConfig), async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    });
  };
}
