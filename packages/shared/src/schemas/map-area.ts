import { z } from 'zod';
import {
  MAP_AREA_MESSAGES,
  MAP_POLYGON_MAX_VERTICES,
  parseBounds,
  parsePolygon,
  type Parsed,
} from '../rules/map-area';

const areaQuery = <T>(parse: (text: string) => Parsed<T>, maxLength: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .max(maxLength, tooLong)
      .transform((text, ctx) => {
        const parsed = parse(text);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      })
      .optional(),
  );

export const ZMapBoundsQuerySchema = areaQuery(parseBounds, 200, MAP_AREA_MESSAGES.boundsFormat);
/** A corner is at most 34 characters ("-89.123456789012 -179.123456789012,"). */
export const ZMapPolygonQuerySchema = areaQuery(
  parsePolygon,
  MAP_POLYGON_MAX_VERTICES * 35,
  MAP_AREA_MESSAGES.polygonTooMany,
);

/** GET /api/map/config: the tile source the map search draws on (null: its offline basemap). */
export const ZMapConfigSchema = z.object({
  tiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});
export type TMapConfig = z.infer<typeof ZMapConfigSchema>;
