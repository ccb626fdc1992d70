import L from 'leaflet';
import { pickLabels, type PlaceLabel } from './place-labels';

/** Names written on the offline basemap, each source (outlines, the homes' pins) set apart. */
export interface LabelLayer {
  set(source: string, labels: PlaceLabel[]): void;
}

/**
 * Writes the labels that fit the view after each move or zoom (at most one layout a frame), in a
 * pane under the price pills. Only the labels in view are in the page, so thousands of county
 * names cost nothing until they are read.
 */
export function createLabelLayer(map: L.Map): LabelLayer {
  const pane = map.createPane('placeLabels');
  pane.style.zIndex = '450';
  pane.style.pointerEvents = 'none';
  const sources = new Map<string, PlaceLabel[]>();
  const group = L.layerGroup().addTo(map);
  let frame = 0;
  const draw = () => {
    frame = 0;
    group.clearLayers();
    const size = map.getSize();
    const placed = pickLabels(
      [...sources.values()].flat(),
      map.getZoom(),
      (lat, lng) => map.latLngToContainerPoint([lat, lng]),
      { width: size.x, height: size.y },
    );
    for (const label of placed) {
      const text = document.createElement('span');
      text.className = `map-label map-${label.kind}-label`;
      // Text, never markup: names come from listings agents wrote.
      text.textContent = label.text;
      text.style.top = `${label.shift}px`;
      L.marker([label.lat, label.lng], {
        pane: 'placeLabels',
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: 'map-label-anchor', html: text, iconSize: [0, 0] }),
      }).addTo(group);
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  map.on('moveend zoomend resize', schedule);
  map.on('unload', () => cancelAnimationFrame(frame));
  return {
    set(source, labels) {
      sources.set(source, labels);
      schedule();
    },
  };
}
