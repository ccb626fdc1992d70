import L from 'leaflet';
// Extends the Leaflet namespace (it reads the global L that Leaflet sets) with the cluster layer.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { formatPrice } from '@/lib/format';
import type { MapCard, MapListing } from './map-logic';

export interface ListingMarkers {
  show(listings: MapListing[]): void;
  highlight(id: string | null): void;
}

/** The pill's markup: the label is digits, $, K, M and /mo only, never user text. */
const pillIcon = (listing: MapListing) =>
  L.divIcon({
    className: 'map-pill-anchor',
    html: `<span class="map-pill" data-listing-id="${listing.id}">${listing.label}</span>`,
    iconSize: [0, 0],
  });

/** The small card a marker opens: built as DOM nodes, so titles and addresses stay text. */
function fillCard(link: HTMLAnchorElement, card: MapCard) {
  link.replaceChildren();
  if (card.image) {
    const image = document.createElement('img');
    image.src = card.image;
    image.alt = '';
    image.loading = 'lazy';
    link.append(image);
  }
  const text = document.createElement('span');
  text.className = 'map-card-text';
  for (const [className, value] of [
    ['map-card-price', formatPrice(card.price, card.status)],
    ['map-card-title', card.title],
    ['map-card-address', card.address],
  ] as const) {
    const line = document.createElement('span');
    line.className = className;
    line.textContent = value;
    text.append(line);
  }
  link.append(text);
}

/** Where a pin's card comes from: the list's loaded listings, else the listing's own request. */
export interface CardSource {
  known(id: string): MapCard | undefined;
  load(id: string): Promise<MapCard | null>;
}

/**
 * The card of a pin: at once when the list has the listing, else its price and a link straight
 * away and the rest when the listing arrives (pins carry no titles, to stay light).
 */
function popupCard(
  listing: MapListing,
  cards: CardSource,
  open: (href: string) => void,
  onLoaded: () => void,
): HTMLElement {
  const href = `/properties/${encodeURIComponent(listing.id)}`;
  const link = document.createElement('a');
  link.href = href;
  link.className = 'map-card';
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(href);
  });
  const card = cards.known(listing.id);
  if (card) {
    fillCard(link, card);
    return link;
  }
  fillCard(link, { ...listing, title: 'View this home', address: '', image: undefined });
  void cards.load(listing.id).then((loaded) => {
    if (!loaded) return;
    fillCard(link, loaded);
    onLoaded();
  });
  return link;
}

/** Past this many pins leaving at once, the cluster layer's bulk removal is quicker. */
const BULK_REMOVE = 200;

const ids = new WeakMap<L.Marker, string>();
const idOf = (marker: L.Marker) => ids.get(marker) ?? '';

/** A cluster of pills: a round badge with how many homes it holds. */
const clusterIcon = (cluster: L.MarkerCluster) => {
  const count = cluster.getChildCount();
  return L.divIcon({
    className: 'map-cluster-anchor',
    html: `<span class="map-cluster" aria-label="${count} homes">${count}</span>`,
    iconSize: [40, 40],
  });
};

/**
 * The results as price pills, gathered into clusters where they would overlap (a click on one
 * zooms to its homes; from zoom 12, a city's streets, every pill shows). Hovering a pill names its listing to the page (which highlights
 * the card); clicking opens a small card linking to the listing. Pills are keyboard-focusable
 * (Leaflet gives them role="button") and titled with the address and price.
 */
export function createListingMarkers(
  map: L.Map,
  handlers: {
    onHover(id: string | null): void;
    onOpen(href: string): void;
    cards: CardSource;
  },
): ListingMarkers {
  const layer = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    disableClusteringAtZoom: 12,
    iconCreateFunction: clusterIcon,
    // Thousands of pins are added in slices, so the page stays responsive meanwhile.
    chunkedLoading: true,
  }).addTo(map);
  const markers = new Map<string, L.Marker>();
  let highlighted: string | null = null;
  let activeElement: Element | null = null;

  /** Marks the highlighted home's pill, or the cluster it is gathered in. */
  const paint = () => {
    activeElement?.classList.remove('is-active');
    activeElement = null;
    const marker = highlighted ? markers.get(highlighted) : undefined;
    if (!marker) return;
    const visible = layer.getVisibleParent(marker) as L.Marker | null;
    activeElement = visible?.getElement()?.querySelector('.map-pill, .map-cluster') ?? null;
    activeElement?.classList.add('is-active');
    visible?.setZIndexOffset(1000);
  };
  layer.on('animationend', paint);
  map.on('zoomend moveend', paint);

  return {
    show(listings) {
      // Pins that stay keep their marker (and an open card): a moved map changes only the edges.
      const open = [...markers.values()].find((marker) => marker.isPopupOpen());
      const next = new Set(listings.map((listing) => listing.id));
      const gone: L.Marker[] = [];
      for (const [id, marker] of markers) {
        if (next.has(id)) continue;
        gone.push(marker);
        markers.delete(id);
      }
      // One by one leaves the other pins in place; the bulk call redraws them all (faster for many).
      if (gone.length > BULK_REMOVE) layer.removeLayers(gone);
      else for (const marker of gone) layer.removeLayer(marker);
      const added: L.Marker[] = [];
      for (const listing of listings) {
        if (markers.has(listing.id)) continue;
        const price = formatPrice(listing.price, listing.status);
        const known = handlers.cards.known(listing.id);
        const marker = L.marker([listing.latitude, listing.longitude], {
          icon: pillIcon(listing),
          title: `${known?.address ?? listing.address}, ${price}`,
          alt: known?.title ?? listing.address,
          keyboard: true,
        });
        marker.on('mouseover', () => handlers.onHover(listing.id));
        marker.on('mouseout', () => handlers.onHover(null));
        marker.bindPopup(
          () =>
            popupCard(listing, handlers.cards, handlers.onOpen, () => marker.getPopup()?.update()),
          {
            offset: [0, -30],
            closeButton: true,
            className: 'map-card-popup',
            maxWidth: 260,
            minWidth: 220,
          },
        );
        added.push(marker);
        ids.set(marker, listing.id);
        markers.set(listing.id, marker);
      }
      if (added.length > 0) layer.addLayers(added);
      // A redraw closes cards: the one that was open stays open if its home still matches.
      if (open && next.has(idOf(open)) && !open.isPopupOpen() && layer.hasLayer(open)) {
        open.openPopup();
      }
      paint();
    },
    highlight(id) {
      const previous = highlighted ? markers.get(highlighted) : undefined;
      if (previous) layer.getVisibleParent(previous)?.setZIndexOffset?.(0);
      highlighted = id;
      paint();
    },
  };
}
