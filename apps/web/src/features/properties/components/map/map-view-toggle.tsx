import { cn } from '@/lib/cn';

/** A phone's switch between the list and the map (wide screens show both). */
export function MapViewToggle({
  view,
  onChange,
  raised,
}: {
  view: 'list' | 'map';
  onChange(view: 'list' | 'map'): void;
  /** Above the comparison bar when it shows. */
  raised: boolean;
}) {
  const next = view === 'map' ? 'list' : 'map';
  return (
    <button
      type="button"
      onClick={() => onChange(next)}
      aria-pressed={view === 'map'}
      className={cn(
        'fixed left-1/2 z-20 -translate-x-1/2 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-slate-800 lg:hidden dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200',
        raised ? 'bottom-24' : 'bottom-6',
      )}
    >
      {view === 'map' ? 'Show list' : 'Show map'}
    </button>
  );
}
