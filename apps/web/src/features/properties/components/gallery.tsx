import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { TPropertyImage } from '@nestwise/shared';
import { HomeIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useSwipe } from '../hooks/use-swipe';
import { imageAt, imageSrcSet } from '../lib/listing-display';
import { ExpandIcon } from './icons';
import { PhotoStepButtons } from './photo-step-buttons';

/* The full-screen viewer loads when opened, never with the page. */
const PhotoViewer = lazy(() => import('./photo-viewer'));

/**
 * The listing's photos: the main one at the width the screen needs (up to 1600 px), thumbnails at
 * 400 px. Arrow keys (and Home/End) on the focused gallery, the arrow buttons, a thumbnail, or a
 * swipe change the photo; a click on the photo or "View full screen" opens the photo viewer at
 * the current photo.
 */
export function Gallery({ images, title }: { images: TPropertyImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (next: number) => setIndex(((next % count) + count) % count);
  // A swipe across the photo ends in a click on it; that click changed the photo, it is not a
  // request for the full-screen viewer.
  const swiped = useRef(false);
  const swipe = useSwipe((step) => {
    swiped.current = true;
    go(current + step);
  });
  const onPointerDown: typeof swipe.onPointerDown = (event) => {
    swiped.current = false;
    swipe.onPointerDown(event);
  };

  if (count === 0) {
    return (
      <div className="grid aspect-[16/10] place-items-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <div className="text-center">
          <HomeIcon className="mx-auto size-12" />
          <p className="mt-2 text-sm">No photos yet</p>
        </div>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  const arrow =
    'grid size-10 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white dark:bg-slate-900/90 dark:text-slate-100';

  return (
    <div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${title}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...swipe}
        onPointerDown={onPointerDown}
        className="relative aspect-[16/10] touch-pan-y overflow-hidden rounded-2xl bg-slate-100 select-none dark:bg-slate-800"
      >
        <img
          key={current}
          src={imageAt(images[current], 1600) ?? undefined}
          // A phone takes the 800 px copy, not the 1600 px one: the page's largest paint.
          srcSet={imageSrcSet(images[current])}
          sizes="(min-width: 1024px) 66vw, 100vw"
          alt={`${title}, photo ${current + 1} of ${count}`}
          width={1600}
          height={1000}
          draggable={false}
          fetchPriority={current === 0 ? 'high' : undefined}
          // The photo opens the viewer as the portals' do; the button below is the keyboard's way.
          onClick={() => {
            if (!swiped.current) setFullscreen(true);
          }}
          className="size-full cursor-zoom-in object-cover"
        />
        {count > 1 && <PhotoStepButtons onStep={(step) => go(current + step)} className={arrow} />}
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80"
        >
          <ExpandIcon className="size-4" />
          View full screen
        </button>
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold text-white"
        >
          Photo {current + 1} of {count}
        </p>
      </div>
      {count > 1 && (
        <ul aria-label="Photos" className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className={cn(
                  'block overflow-hidden rounded-lg border-2',
                  i === current
                    ? 'border-teal-600 dark:border-teal-400'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={imageAt(image, 400) ?? undefined}
                  alt=""
                  width={112}
                  height={70}
                  loading="lazy"
                  decoding="async"
                  className="h-[70px] w-28 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            title={title}
            index={current}
            onIndexChange={setIndex}
            onClose={() => setFullscreen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
