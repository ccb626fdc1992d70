import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import type { TMapConfig } from '@nestwise/shared';
import { fetchJsonAsset } from '@/lib/http/json-asset';
import { CITY_LABELS } from './city-labels';
import { createLabelLayer, type LabelLayer } from './label-layer';
import { countyLabel, labelPoint, type PlaceLabel } from './place-labels';

/**
 * What the map is drawn on. With MAP_TILES_URL: that raster source with its attribution. Without:
 * the offline basemap bundled with the app (see README.md here): the US land, state and county
 * lines and their names from the Census Bureau's cartographic boundaries (us-atlas; the map draws
 * vectors on a canvas), the names of major cities, and a label layer the search map writes its
 * homes' streets and neighbourhoods on, so the map works with no network at all. It has no street
 * geometry: the attribution says how to get a street map (MAP_TILES_URL).
 */
const OFFLINE_MAX_ZOOM = 15;

/** The attribution's way to a street map; search-map.tsx opens its note. */
export const STREET_MAP_HELP_ATTRIBUTE = 'data-street-map-help';

/** Adds the basemap; offline, answers the label layer the caller may write more names on. */
export async function addBasemap(
  map: L.Map,
  tiles: TMapConfig['tiles'],
): Promise<LabelLayer | null> {
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: escapeText(tiles.attribution), maxZoom: 19 }).addTo(map);
    return null;
  }
  map.attributionControl.addAttribution('US Census Bureau boundaries (us-atlas)');
  map.attributionControl.addAttribution(
    `<a href="#street-map" ${STREET_MAP_HELP_ATTRIBUTE}>Street map: set MAP_TILES_URL</a>`,
  );
  const labels = createLabelLayer(map);
  // Outlines have nothing more to show past a neighbourhood's scale.
  map.setMaxZoom(OFFLINE_MAX_ZOOM);
  const topology = await fetchJsonAsset<
    Topology<{
      counties: GeometryCollection;
      states: GeometryCollection;
      nation: GeometryCollection;
    }>
  >(countiesUrl);
  const { objects } = topology;
  L.geoJSON(feature(topology, objects.nation), {
    interactive: false,
    style: { fillColor: '#f4f1ea', fillOpacity: 1, color: '#9cc3d5', weight: 1.2 },
  }).addTo(map);
  const counties = L.geoJSON(
    mesh(
      topology,
      objects.counties,
      (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
    ),
    { interactive: false, style: { color: '#d9d2c3', weight: 0.7 } },
  );
  const states = L.geoJSON(
    mesh(topology, objects.states, (a, b) => a !== b),
    { interactive: false, style: { color: '#b3a892', weight: 1.4, dashArray: '4 3' } },
  );
  states.addTo(map);
  const cityLabels = L.layerGroup(
    CITY_LABELS.map(([name, lat, lng]) =>
      L.marker([lat, lng], {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'map-city-label',
          html: escapeText(name),
          iconSize: undefined,
        }),
      }),
    ),
  );
  // County lines and city names only when they help: close enough to read them.
  const showDetail = () => {
    const zoom = map.getZoom();
    toggle(map, counties, zoom >= 7);
    toggle(map, cityLabels, zoom >= 5);
  };
  map.on('zoomend', showDetail);
  showDetail();
  labels.set('outlines', [
    ...outlineLabels('state', feature(topology, objects.states).features),
    ...outlineLabels('county', feature(topology, objects.counties).features),
  ]);
  return labels;
}

/** A name per outline, at its largest part's middle (counties named as their state calls them). */
function outlineLabels(
  kind: 'state' | 'county',
  features: Array<{ id?: string | number; properties: unknown; geometry: unknown }>,
): PlaceLabel[] {
  const out: PlaceLabel[] = [];
  for (const item of features) {
    const name = (item.properties as { name?: string } | null)?.name;
    const point = labelPoint(item.geometry as Parameters<typeof labelPoint>[0]);
    if (!name || !point) continue;
    const text = kind === 'county' ? countyLabel(name, String(item.id).slice(0, 2)) : name;
    out.push({ kind, text, ...point });
  }
  return out;
}

function toggle(map: L.Map, layer: L.Layer, on: boolean) {
  if (on && !map.hasLayer(layer)) layer.addTo(map);
  if (!on && map.hasLayer(layer)) layer.remove();
}

/** Leaflet writes attributions and divIcon html as markup: text from settings goes in escaped. */
export function escapeText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
