import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { TPropertyImage } from '@nestwise/shared';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useSwipe } from '../hooks/use-swipe';
import { imageAt } from '../lib/listing-display';
import { PhotoStepButtons } from './photo-step-buttons';

const ZOOMS = [1, 2, 3] as const;

/**
 * The listing's photos full screen (Headless UI Dialog: focus kept inside, Escape closes, focus
 * returns to the opener). Arrow keys, the buttons or a swipe change the photo; the zoom buttons,
 * + and -, or a double click zoom in, and a zoomed photo scrolls to pan (a swipe then pans).
 */
export function PhotoViewer({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: TPropertyImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const count = images.length;
  const go = (next: number) => {
    setZoom(1);
    onIndexChange(((next % count) + count) % count);
  };
  const zoomBy = (step: 1 | -1) => {
    const at = ZOOMS.indexOf(zoom);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + step))]!);
  };

  // On the window, so the keys work wherever focus is while the viewer is open.
  const keys = useRef<(event: globalThis.KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      Home: () => go(0),
      End: () => go(count - 1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  // A zoomed photo pans under the finger instead of changing.
  const swipe = useSwipe((step) => go(index + step), zoom === 1);

  const control =
    'grid size-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-40';
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogPanel className="fixed inset-0 flex flex-col bg-black text-white">
        <div className="flex items-center justify-between gap-2 p-3">
          <DialogTitle className="min-w-0 truncate text-sm font-semibold">
            {title}{' '}
            <span aria-live="polite" className="font-normal text-white/80">
              · Photo {index + 1} of {count}
            </span>
          </DialogTitle>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label="Zoom out"
              disabled={zoom === 1}
              onClick={() => zoomBy(-1)}
              className={control}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                −
              </span>
            </button>
            <button
              type="button"
              aria-label="Zoom in"
              disabled={zoom === ZOOMS[ZOOMS.length - 1]}
              onClick={() => zoomBy(1)}
              className={control}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                +
              </span>
            </button>
            <button type="button" aria-label="Close" onClick={onClose} className={control}>
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>
        <div
          data-testid="photo-viewer-stage"
          data-zoom={zoom}
          {...swipe}
          onDoubleClick={() => setZoom(zoom === 1 ? 2 : 1)}
          className={cn(
            'relative min-h-0 flex-1 select-none',
            zoom === 1 ? 'touch-pan-y overflow-hidden' : 'overflow-auto',
          )}
        >
          <img
            key={index}
            src={imageAt(images[index], 1600) ?? undefined}
            alt={`${title}, photo ${index + 1} of ${count}`}
            draggable={false}
            style={zoom === 1 ? undefined : { width: `${zoom * 100}%`, maxWidth: 'none' }}
            className={cn(
              zoom === 1 ? 'mx-auto size-full object-contain' : 'h-auto cursor-zoom-out',
            )}
          />
          {count > 1 && zoom === 1 && (
            <PhotoStepButtons onStep={(step) => go(index + step)} className={control} />
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

export default PhotoViewer;
