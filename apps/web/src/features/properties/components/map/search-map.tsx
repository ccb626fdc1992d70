import { getMapConfig } from '@nestwise/shared/operation-routes/get-map-config';
import 'leaflet/dist/leaflet.css';
import './search-map.css';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TLatLng, TMapBounds, TProperty, TPropertyPins } from '@nestwise/shared';
import { apiRequest } from '@/lib/api';
import { selectCurrentUser, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { listingEndpoint } from '@/lib/listings/get-listing';
import { addBasemap, STREET_MAP_HELP_ATTRIBUTE } from './basemap';
import type { LabelLayer } from './label-layer';
import { labelsFromPins } from './place-labels';
import { StreetMapNote } from './street-map-note';
import { startAreaDrawing, type AreaDrawing } from './draw-area';
import { createListingMarkers, type ListingMarkers } from './listing-markers';
import { MapControls } from './map-controls';
import {
  areaKey,
  mapCard,
  mapListings,
  nextFit,
  readSearchAsMove,
  SEARCH_AS_MOVE_DELAY_MS,
  writeSearchAsMove,
} from './map-logic';

export interface SearchMapProps {
  /** The loaded page(s) of the list: the cards a pin opens at once. */
  items: TProperty[];
  /** Every match of the current search as pins; null while they load. */
  pins: TPropertyPins | null;
  /** The search without its area: a new one fits the map to its results. */
  searchKey: string;
  area: { bounds?: TMapBounds; polygon?: TLatLng[] };
  highlightedId: string | null;
  onHighlight(id: string | null): void;
  /** `replace`: searched as the map moved (the address is updated, not added to history). */
  onSearchBounds(bounds: TMapBounds, options: { replace: boolean }): void;
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
  // Moves the code makes (fitting to results or an area, a resized box) are not the user's.
  const programmatic = useRef(false);
  // Set by the user's hand on the map (pointer, wheel, keys): only then does a move search.
  const userTouched = useRef(false);
  const moveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fittedKey = useRef<string | null>(null);
  const emittedAreaKey = useRef<string | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const dispatch = useAppDispatch();
  // A pin's card shows the listing as the listing's page would (shared with it in the cache).
  const viewer = useRef<string | null>(null);
  viewer.current = useAppSelector(selectCurrentUser)?.id ?? null;
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState<{ corners: number } | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(readSearchAsMove);
  const searchAsMoveRef = useRef(searchAsMove);
  searchAsMoveRef.current = searchAsMove;
  const [announcement, setAnnouncement] = useState('');
  const [streetMapNote, setStreetMapNote] = useState(false);
  // The offline basemap's names; null with MAP_TILES_URL (the tiles carry their own).
  const labelsRef = useRef<LabelLayer | null>(null);

  const searchView = (replace: boolean) => {
    const box = mapRef.current!.getBounds();
    const bounds = {
      south: Math.max(box.getSouth(), -90),
      west: Math.max(box.getWest(), -180),
      north: Math.min(box.getNorth(), 90),
      east: Math.min(box.getEast(), 180),
    };
    emittedAreaKey.current = areaKey({ bounds });
    setMoved(false);
    latest.current.onSearchBounds(bounds, { replace });
  };
  const searchViewRef = useRef(searchView);
  searchViewRef.current = searchView;

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
    // Under the zoom buttons: with no street grid to judge by, the scale says how far is far.
    L.control.scale({ metric: false, position: 'topleft' }).addTo(map);
    mapRef.current = map;
    markersRef.current = createListingMarkers(map, {
      onHover: (id) => latest.current.onHighlight(id),
      onOpen: (href) => void navigate(href),
      cards: {
        known: (id) => {
          const item = latest.current.items.find((candidate) => candidate.id === id);
          return item ? mapCard(item) : undefined;
        },
        load: (id) =>
          dispatch(listingEndpoint.initiate({ id, viewer: viewer.current }, { subscribe: false }))
            .unwrap()
            .then(mapCard)
            .catch(() => null),
      },
    });
    const touched = () => {
      userTouched.current = true;
    };
    container.addEventListener('pointerdown', touched, true);
    container.addEventListener('wheel', touched, { capture: true, passive: true });
    container.addEventListener('keydown', touched, true);
    const openStreetMapNote = (event: MouseEvent) => {
      if (!(event.target as Element).closest?.(`[${STREET_MAP_HELP_ATTRIBUTE}]`)) return;
      event.preventDefault();
      setStreetMapNote(true);
    };
    container.addEventListener('click', openStreetMapNote);
    const clearTimer = () => {
      if (moveTimer.current) clearTimeout(moveTimer.current);
      moveTimer.current = null;
    };
    map.on('movestart', clearTimer);
    // A card opening near the edge pans the map into view: showing it is not a new search.
    map.on('autopanstart', () => {
      userTouched.current = false;
    });
    map.on('moveend', () => {
      if (programmatic.current || !userTouched.current || drawingRef.current) return;
      setMoved(true);
      // A drawn area wins over the view while it exists; "Search this area" waits for a click.
      if (!searchAsMoveRef.current || latest.current.area.polygon) return;
      clearTimer();
      // Debounced: a fling or a few wheel notches search once, where the map comes to rest.
      moveTimer.current = setTimeout(() => searchViewRef.current(true), SEARCH_AS_MOVE_DELAY_MS);
    });
    apiRequest(getMapConfig)
      .catch(() => ({ tiles: null }))
      .then((config) => addBasemap(map, config.tiles))
      .then((labels) => {
        labelsRef.current = labels;
        const pins = latest.current.pins;
        if (pins) labels?.set('pins', labelsFromPins(pins.pins));
      })
      .catch(() => undefined);
    // The map's box changes with the layout (the phone's Map view, a resized window).
    const observer = new ResizeObserver(() => {
      programmatic.current = true;
      map.invalidateSize({ pan: false });
      programmatic.current = false;
    });
    observer.observe(container);
    return () => {
      clearTimer();
      observer.disconnect();
      drawingRef.current?.cancel();
      container.removeEventListener('pointerdown', touched, true);
      container.removeEventListener('wheel', touched, true);
      container.removeEventListener('keydown', touched, true);
      container.removeEventListener('click', openStreetMapNote);
      map.remove();
      mapRef.current = null;
    };
    // Created once; handlers read the latest props through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const listings = props.pins ? mapListings(props.pins.pins) : null;
  const listingsKey = listings ? listings.map((listing) => listing.id).join(',') : null;
  useEffect(() => {
    // Until the new search's pins arrive, the last ones stay drawn.
    if (listings) markersRef.current?.show(listings);
    if (props.pins) labelsRef.current?.set('pins', labelsFromPins(props.pins.pins));
    const map = mapRef.current!;
    const decision = nextFit({
      area: props.area,
      emittedAreaKey: emittedAreaKey.current,
      fittedKey: fittedKey.current,
      searchKey: props.searchKey,
      listings: listings ?? [],
    });
    fittedKey.current = decision.fittedKey;
    if (decision.fit.kind !== 'keep') {
      // Fitting to results or to the address's area is not a move of the user's: no search.
      userTouched.current = false;
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

  const startDrawing = () => {
    setDrawing({ corners: 0 });
    setAnnouncement(
      'Drawing an area. Drag or tap on the map, or use the arrow keys to move the cross and Enter to place each corner. Escape cancels.',
    );
    const container = containerRef.current!;
    drawingRef.current = startAreaDrawing(mapRef.current!, {
      onCorners: (corners) => setDrawing({ corners }),
      onAnnounce: setAnnouncement,
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
    // Keys draw on the map: it takes the focus (Leaflet makes it focusable).
    container.focus({ preventScroll: true });
  };

  const changeSearchAsMove = (on: boolean) => {
    setSearchAsMove(on);
    writeSearchAsMove(on);
    // Turned on after moving: search the view now, as if it had just moved.
    if (on && moved && !props.area.polygon) searchView(true);
  };

  const closeStreetMapNote = useCallback(() => setStreetMapNote(false), []);
  const pins = props.pins;
  return (
    <div className="relative h-full w-full">
      <div
        ref={containerRef}
        className="search-map h-full w-full"
        role="region"
        aria-label="Map of the results"
        data-testid="search-map"
      />
      <MapControls
        drawing={drawing}
        searchAsMove={searchAsMove}
        onSearchAsMoveChange={changeSearchAsMove}
        moved={moved}
        hasPolygon={Boolean(props.area.polygon)}
        hasBounds={Boolean(props.area.bounds)}
        truncated={
          pins?.truncated
            ? { shown: pins.pins.length, total: pins.totalCapped ? null : pins.total }
            : null
        }
        announcement={announcement}
        onSearchThisArea={() => searchView(false)}
        onStartDrawing={startDrawing}
        onFinish={() => drawingRef.current?.finish()}
        onCancelDrawing={() => drawingRef.current?.cancel()}
        onClearArea={props.onClearArea}
      />
      {streetMapNote && <StreetMapNote onClose={closeStreetMapNote} />}
    </div>
  );
}
