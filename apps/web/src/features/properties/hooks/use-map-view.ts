import { useEffect, useState } from 'react';
import { shouldLoadMap } from '../components/map/should-load-map';

/** Wide enough for the list and the map side by side (Tailwind's lg). */
const WIDE = '(min-width: 1024px)';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * The map's place on /properties: beside the list on a wide screen, behind the List/Map toggle on
 * a phone. It loads after the list: once the list has rendered and the browser is idle on a wide
 * screen, or when a phone's user asks for the Map view, so the first paint never waits for it.
 */
export function useMapView(listShown: boolean) {
  const [wide, setWide] = useState(false);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [listSettled, setListSettled] = useState(false);

  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!listShown || listSettled) return;
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(() => setListSettled(true), { timeout: 2000 });
      return () => idle.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => setListSettled(true), 200);
    return () => clearTimeout(timer);
  }, [listShown, listSettled]);

  return { view, setView, load: shouldLoadMap({ wide, view, listShown: listSettled }) };
}
