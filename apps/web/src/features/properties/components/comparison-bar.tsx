import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { COMPARISON_MAX_PROPERTIES } from '@nestwise/shared';
import { Button } from '@/components/ui/button';
import { CloseIcon, HomeIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { clearComparison, removeFromComparison } from '@/stores/favorites-slice';
import { selectComparison, useAppDispatch, useAppSelector } from '@/stores/hooks';

/** The dialog (and Headless UI's) loads when first opened, not with the list. */
const ComparisonDialog = lazy(() =>
  import('./comparison-dialog').then((m) => ({ default: m.ComparisonDialog })),
);

/**
 * The bar's height as the CSS variable --bottom-bar, which lifts the assistant's round button above
 * it on a phone (where the bar spans the whole width) instead of the button covering the bar.
 */
export const BOTTOM_BAR_VARIABLE = '--bottom-bar';

function useBottomBarHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty(BOTTOM_BAR_VARIABLE, `${element.offsetHeight}px`);
    set();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BAR_VARIABLE);
    };
  }, [ref, shown]);
}

/** The listings chosen for comparison (at most 4), kept at the bottom of /properties. */
export function ComparisonBar() {
  const dispatch = useAppDispatch();
  const comparison = useAppSelector(selectComparison);
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  useBottomBarHeight(barRef, comparison.length > 0);
  if (comparison.length === 0) return null;
  return (
    <>
      <section
        ref={barRef}
        aria-label="Comparison"
        className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:px-6 sm:py-3 sm:pr-24">
          <h2 className="text-sm font-bold whitespace-nowrap">
            Compare ({comparison.length}/{COMPARISON_MAX_PROPERTIES})
          </h2>
          {/* A phone: a row of its own below; from 640 px the four share the space between. */}
          <ul className="order-last flex w-full min-w-0 gap-2 overflow-x-auto sm:order-none sm:w-auto sm:flex-1 sm:overflow-visible">
            {comparison.map((item) => (
              <li
                key={item.id}
                className="flex max-w-60 min-w-0 shrink-0 items-center gap-2 rounded-lg border border-slate-200 py-1 pr-1 pl-1 sm:flex-1 sm:shrink dark:border-slate-700"
              >
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={40}
                    height={30}
                    className="h-8 w-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <HomeIcon className="size-5 shrink-0 text-slate-500" />
                )}
                <span className="max-w-32 min-w-0 truncate text-xs font-medium sm:max-w-none sm:flex-1">
                  <span className="block truncate">{item.title}</span>
                  {item.price !== undefined && (
                    <span className="block text-slate-600 dark:text-slate-300">
                      {formatPrice(item.price, item.status)}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => dispatch(removeFromComparison(item.id))}
                  aria-label={`Remove ${item.title} from comparison`}
                  className="shrink-0 rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2 sm:ml-0">
            <Button variant="ghost" onClick={() => dispatch(clearComparison())}>
              Clear
            </Button>
            <Button
              onClick={() => setOpen(true)}
              disabled={comparison.length < 2}
              title={comparison.length < 2 ? 'Add at least two properties to compare' : undefined}
            >
              Compare now
            </Button>
          </div>
        </div>
      </section>
      {open && (
        <Suspense fallback={null}>
          <ComparisonDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
