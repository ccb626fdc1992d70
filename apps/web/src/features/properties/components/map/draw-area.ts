import L from 'leaflet';
import type { TLatLng } from '@nestwise/shared';
import {
  CLICK_TOLERANCE_PX,
  cursorMove,
  limitVertices,
  nearPoint,
  strokeLength,
  type Point,
} from './map-logic';

export interface AreaDrawing {
  /** Closes the corners placed by clicks, taps or keys (three or more) into the area. */
  finish(): void;
  cancel(): void;
}

export interface DrawingHandlers {
  onCorners(count: number): void;
  /** A sentence for the screen reader's live region. */
  onAnnounce(message: string): void;
  onDone(vertices: TLatLng[]): void;
  onEnd(): void;
}

const simplify = (points: Point[], tolerance: number) =>
  L.LineUtil.simplify(
    points.map((p) => L.point(p.x, p.y)),
    tolerance,
  );

const plural = (count: number) => `${count} corner${count === 1 ? '' : 's'}`;

/**
 * Drawing an area on the map, with any pointer or the keyboard:
 * - mouse, pen or a finger (pointer events): drag to draw it freehand, or click/tap its corners
 *   and close it on the first corner or with Finish; a second finger is ignored;
 * - keys, on the focused map: the arrows move a crosshair (Shift: further), Enter or Space
 *   places a corner there, Enter on the first corner closes the area, Backspace takes the last
 *   corner back, Escape (the map's caller) cancels.
 * The map holds still meanwhile (no drag, pinch, wheel or keyboard panning: corners are screen
 * points); the area comes back as at most the API's corner limit, or nothing if it encloses
 * nothing.
 */
export function startAreaDrawing(map: L.Map, handlers: DrawingHandlers): AreaDrawing {
  const container = map.getContainer();
  const preview = L.polyline([], { color: '#0f766e', weight: 3, interactive: false }).addTo(map);
  const corners: Point[] = [];
  let stroke: Point[] | null = null;
  let strokePointer: number | null = null;
  const size = map.getSize();
  let cursor: Point = { x: Math.round(size.x / 2), y: Math.round(size.y / 2) };
  let keyboardUsed = false;
  const paused = [
    map.dragging,
    map.touchZoom,
    map.doubleClickZoom,
    map.scrollWheelZoom,
    map.boxZoom,
    map.keyboard,
  ].filter((handler) => handler?.enabled());
  for (const handler of paused) handler.disable();
  container.classList.add('is-drawing');

  // The keyboard's crosshair: shown once a key moves it (or the map has keyboard focus).
  const cross = document.createElement('div');
  cross.className = 'map-draw-cursor';
  cross.setAttribute('aria-hidden', 'true');
  container.append(cross);
  const placeCross = () => {
    cross.style.transform = `translate(${cursor.x}px, ${cursor.y}px)`;
  };
  placeCross();

  const pointOf = (event: PointerEvent): Point => {
    const rect = container.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const toLatLngs = (points: Point[]): TLatLng[] =>
    points.map((p) => {
      const latLng = map.containerPointToLatLng([p.x, p.y]);
      return [latLng.lat, latLng.lng];
    });
  const redraw = () => {
    const trail = stroke ?? (keyboardUsed && corners.length > 0 ? [cursor] : []);
    preview.setLatLngs(toLatLngs([...corners, ...trail]));
  };
  const onControl = (event: Event) =>
    event.target instanceof Element && event.target.closest('.leaflet-control, button') !== null;

  function end() {
    container.removeEventListener('pointerdown', down);
    container.removeEventListener('pointermove', move);
    container.removeEventListener('pointerup', up);
    container.removeEventListener('pointercancel', lost);
    container.removeEventListener('keydown', key);
    container.classList.remove('is-drawing', 'is-keyboard-drawing');
    cross.remove();
    preview.remove();
    for (const handler of paused) handler.enable();
    handlers.onEnd();
  }
  function complete(points: Point[]) {
    const area = limitVertices(points, simplify);
    end();
    if (area) {
      handlers.onAnnounce(
        `Area drawn with ${plural(area.length)}. The results show homes inside it.`,
      );
      handlers.onDone(toLatLngs(area));
    } else {
      handlers.onAnnounce('The area was too small. Drawing stopped.');
    }
  }
  /** A corner at `at`, or the area closed when `at` is the first corner (three or more). */
  function place(at: Point) {
    const first = corners[0];
    if (first && corners.length >= 3 && nearPoint(at, first)) {
      complete(corners);
      return;
    }
    corners.push(at);
    handlers.onCorners(corners.length);
    handlers.onAnnounce(
      corners.length >= 3
        ? `Corner ${corners.length} placed. Place more, or finish on the first corner or with Finish.`
        : `Corner ${corners.length} placed.`,
    );
    redraw();
  }

  function down(event: PointerEvent) {
    // One pointer draws: a second finger (a pinch) or another button does nothing.
    if (!event.isPrimary || event.button !== 0 || onControl(event) || stroke) return;
    event.preventDefault();
    event.stopPropagation();
    container.setPointerCapture?.(event.pointerId);
    strokePointer = event.pointerId;
    stroke = [pointOf(event)];
  }
  function move(event: PointerEvent) {
    if (!stroke || event.pointerId !== strokePointer) return;
    event.preventDefault();
    stroke.push(pointOf(event));
    redraw();
  }
  function up(event: PointerEvent) {
    if (!stroke || event.pointerId !== strokePointer) return;
    const drawn = stroke;
    stroke = null;
    strokePointer = null;
    if (strokeLength(drawn) > CLICK_TOLERANCE_PX && corners.length === 0) {
      complete(drawn);
      return;
    }
    place(pointOf(event));
  }
  function lost(event: PointerEvent) {
    if (event.pointerId !== strokePointer) return;
    stroke = null;
    strokePointer = null;
    redraw();
  }
  function key(event: KeyboardEvent) {
    const step = cursorMove(cursor, event.key, event.shiftKey, map.getSize());
    if (step) {
      event.preventDefault();
      keyboardUsed = true;
      container.classList.add('is-keyboard-drawing');
      cursor = step;
      placeCross();
      redraw();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      keyboardUsed = true;
      container.classList.add('is-keyboard-drawing');
      place(cursor);
      return;
    }
    if (event.key === 'Backspace' && corners.length > 0) {
      event.preventDefault();
      corners.pop();
      handlers.onCorners(corners.length);
      handlers.onAnnounce(`Last corner removed. ${plural(corners.length)} left.`);
      redraw();
    }
  }

  container.addEventListener('pointerdown', down);
  container.addEventListener('pointermove', move);
  container.addEventListener('pointerup', up);
  container.addEventListener('pointercancel', lost);
  container.addEventListener('keydown', key);

  return {
    finish: () => (corners.length >= 3 ? complete(corners) : end()),
    cancel: () => {
      end();
      handlers.onAnnounce('Drawing cancelled.');
    },
  };
}
