import L from 'leaflet';
import type { TLatLng } from '@nestwise/shared';
import { CLICK_TOLERANCE_PX, limitVertices, strokeLength, type Point } from './map-logic';

export interface AreaDrawing {
  /** Closes the corners placed by clicks (three or more) into the area. */
  finish(): void;
  cancel(): void;
}

/** Clicking this close to the first corner closes the area. */
const CLOSE_RADIUS_PX = 12;

const simplify = (points: Point[], tolerance: number) =>
  L.LineUtil.simplify(
    points.map((p) => L.point(p.x, p.y)),
    tolerance,
  );

/**
 * Drawing an area on the map: drag to draw it freehand, or click to place its corners (click the
 * first corner, or Finish, to close it). The map stops panning meanwhile; the area comes back as
 * at most the API's corner limit, or nothing if it encloses nothing.
 */
export function startAreaDrawing(
  map: L.Map,
  handlers: {
    onCorners(count: number): void;
    onDone(vertices: TLatLng[]): void;
    onEnd(): void;
  },
): AreaDrawing {
  const container = map.getContainer();
  const preview = L.polyline([], { color: '#0f766e', weight: 3, interactive: false }).addTo(map);
  const corners: Point[] = [];
  let stroke: Point[] | null = null;
  // The corners are screen points: the view holds still until the area is done.
  const handlersToPause = [map.dragging, map.doubleClickZoom, map.scrollWheelZoom, map.boxZoom];
  const paused = handlersToPause.filter((handler) => handler.enabled());
  for (const handler of paused) handler.disable();
  container.classList.add('is-drawing');

  const pointOf = (event: PointerEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const toLatLngs = (points: Point[]): TLatLng[] =>
    points.map((p) => {
      const latLng = map.containerPointToLatLng([p.x, p.y]);
      return [latLng.lat, latLng.lng];
    });
  const redraw = () => preview.setLatLngs(toLatLngs([...corners, ...(stroke ?? [])]));
  const onControl = (event: Event) =>
    event.target instanceof Element && event.target.closest('.leaflet-control, button') !== null;

  function end() {
    container.removeEventListener('pointerdown', down);
    container.removeEventListener('pointermove', move);
    container.removeEventListener('pointerup', up);
    container.classList.remove('is-drawing');
    preview.remove();
    for (const handler of paused) handler.enable();
    handlers.onEnd();
  }
  function complete(points: Point[]) {
    const area = limitVertices(points, simplify);
    end();
    if (area) handlers.onDone(toLatLngs(area));
  }

  function down(event: PointerEvent) {
    if (event.button !== 0 || onControl(event)) return;
    event.preventDefault();
    event.stopPropagation();
    container.setPointerCapture?.(event.pointerId);
    stroke = [pointOf(event)];
  }
  function move(event: PointerEvent) {
    if (!stroke) return;
    stroke.push(pointOf(event));
    redraw();
  }
  function up(event: PointerEvent) {
    if (!stroke) return;
    const drawn = stroke;
    stroke = null;
    if (strokeLength(drawn) > CLICK_TOLERANCE_PX && corners.length === 0) {
      complete(drawn);
      return;
    }
    const at = pointOf(event);
    const first = corners[0];
    if (
      first &&
      corners.length >= 3 &&
      Math.hypot(at.x - first.x, at.y - first.y) < CLOSE_RADIUS_PX
    ) {
      complete(corners);
      return;
    }
    corners.push(at);
    handlers.onCorners(corners.length);
    redraw();
  }

  container.addEventListener('pointerdown', down);
  container.addEventListener('pointermove', move);
  container.addEventListener('pointerup', up);

  return {
    finish: () => (corners.length >= 3 ? complete(corners) : end()),
    cancel: end,
  };
}
