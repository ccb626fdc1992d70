import 'leaflet/dist/leaflet.css';
import './search-map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TLatLng, TMapBounds, TMapConfig, TProperty } from '@nestwise/shared';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';
import { addBasemap } from './basemap';
import { startAreaDrawing, type AreaDrawing } from './draw-area';
import { createListingMarkers, type ListingMarkers } from './listing-markers';
import { areaKey, mapListings, nextFit } from './map-logic';

export interface SearchMapProps {
  items: TProperty[];
  /** The search without its area: a new one fits the map to its results. */
  searchKey: string;
  area: { bounds?: TMapBounds; polygon?: TLatLng[] };
  highlightedId: string | null;
  onHighlight(id: string | null): void;
  onSearchBounds(bounds: TMapBounds): void;
  onDrawArea(polygon: TLatLng[]): void;
  onClearArea(): void;
}

const US_CENTER: L.LatLngTuple = [39.5, -98.35];
const toLatLngBounds = (b: TMapBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

/** Leaflet map of the results (a lazy chunk: see lazy-search-map.tsx). */
export default function SearchMap(props: SearchMapProps) {
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<ListingMarkers | null>(null);
  const areaLayerRef = useRef<L.Polygon | null>(null);
  const drawingRef = useRef<AreaDrawing | null>(null);
  const programmatic = useRef(false);
  const fittedKey = useRef<string | null>(null);
  const emittedAreaKey = useRef<string | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState<{ corners: number } | null>(null);

  useEffect(() => {
    const container = containerRef.current!;
    const map = L.map(container, {
      center: US_CENTER,
      zoom: 4,
      minZoom: 2,
      maxZoom: 18,
      // Half steps fit a country's or a city's results more snugly.
      zoomSnap: 0.5,
      // Thousands of county lines draw fast on one canvas, slowly as SVG paths.
      preferCanvas: true,
    });
    map.attributionControl.setPrefix('Leaflet');
    mapRef.current = map;
    markersRef.current = createListingMarkers(map, {
      onHover: (id) => latest.current.onHighlight(id),
      onOpen: (href) => void navigate(href),
    });
    map.on('moveend', () => {
      if (!programmatic.current) setMoved(true);
    });
    apiRequest<TMapConfig>('/api/map/config')
      .catch(() => ({ tiles: null }))
      .then((config) => addBasemap(map, config.tiles))
      .catch(() => undefined);
    // The map's box changes with the layout (the phone's Map view, a resized window).
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    return () => {
      observer.disconnect();
      drawingRef.current?.cancel();
      map.remove();
      mapRef.current = null;
    };
    // Created once; handlers read the latest props through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const listings = mapListings(props.items);
  const listingsKey = listings.map((listing) => listing.id).join(',');
  useEffect(() => {
    markersRef.current?.show(listings);
    const map = mapRef.current!;
    const decision = nextFit({
      area: props.area,
      emittedAreaKey: emittedAreaKey.current,
      fittedKey: fittedKey.current,
      searchKey: props.searchKey,
      listings,
    });
    fittedKey.current = decision.fittedKey;
    if (decision.fit.kind !== 'keep') {
      programmatic.current = true;
      map.fitBounds(toLatLngBounds(decision.fit.bounds), {
        animate: false,
        padding: [32, 32],
        maxZoom: 14,
      });
      programmatic.current = false;
      setMoved(false);
    }
    // listingsKey stands for the listings; the area by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listingsKey, props.searchKey, areaKey(props.area)]);

  useEffect(() => markersRef.current?.highlight(props.highlightedId), [props.highlightedId]);

  const polygonKey = props.area.polygon ? areaKey({ polygon: props.area.polygon }) : '';
  useEffect(() => {
    areaLayerRef.current?.remove();
    areaLayerRef.current = null;
    if (!props.area.polygon) return;
    areaLayerRef.current = L.polygon(props.area.polygon, {
      color: '#0f766e',
      weight: 2,
      fillColor: '#14b8a6',
      fillOpacity: 0.08,
      interactive: false,
    }).addTo(mapRef.current!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [polygonKey]);

  useEffect(() => {
    if (!drawing) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && drawingRef.current?.cancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawing]);

  const searchThisArea = () => {
    const box = mapRef.current!.getBounds();
    const bounds = {
      south: Math.max(box.getSouth(), -90),
      west: Math.max(box.getWest(), -180),
      north: Math.min(box.getNorth(), 90),
      east: Math.min(box.getEast(), 180),
    };
    emittedAreaKey.current = areaKey({ bounds });
    setMoved(false);
    props.onSearchBounds(bounds);
  };

  const startDrawing = () => {
    setDrawing({ corners: 0 });
    drawingRef.current = startAreaDrawing(mapRef.current!, {
      onCorners: (corners) => setDrawing({ corners }),
      onDone: (polygon) => {
        emittedAreaKey.current = areaKey({ polygon });
        setMoved(false);
        latest.current.onDrawArea(polygon);
      },
      onEnd: () => {
        drawingRef.current = null;
        setDrawing(null);
      },
    });
  };

  return (
    <div className="relative h-full w-full">
      <div
        ref={containerRef}
        className="search-map h-full w-full"
        role="region"
        aria-label="Map of the results"
        data-testid="search-map"
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center px-14">
        {moved && !drawing && (
          <Button className="pointer-events-auto shadow-lg" onClick={searchThisArea}>
            Search this area
          </Button>
        )}
        {drawing && (
          <p className="rounded-lg bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow-lg">
            {drawing.corners === 0
              ? 'Drag to draw an area, or click to place its corners.'
              : `${drawing.corners} corner${drawing.corners === 1 ? '' : 's'}: click the first one or Finish to close.`}
          </p>
        )}
      </div>
      <div className="absolute right-3 bottom-8 z-[1000] flex flex-col items-end gap-2">
        {drawing ? (
          <>
            {drawing.corners >= 3 && (
              <Button className="shadow-lg" onClick={() => drawingRef.current?.finish()}>
                Finish
              </Button>
            )}
            <Button
              variant="secondary"
              className="shadow-lg"
              onClick={() => drawingRef.current?.cancel()}
            >
              Cancel drawing
            </Button>
          </>
        ) : (
          <>
            {props.area.polygon || props.area.bounds ? (
              <Button variant="secondary" className="shadow-lg" onClick={props.onClearArea}>
                {props.area.polygon ? 'Remove drawn area' : 'Clear map area'}
              </Button>
            ) : null}
            <Button variant="secondary" className="shadow-lg" onClick={startDrawing}>
              Draw an area
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
