import { cn } from '@/lib/cn';
import { useFavorite } from '../hooks/use-favorite';
import { HeartIcon } from './icons';

/** The favorite heart: pressed when saved; signed out it leads to sign-in. */
export function FavoriteButton({
  propertyId,
  title,
  variant = 'overlay',
}: {
  propertyId: string;
  title: string;
  variant?: 'overlay' | 'button';
}) {
  const { saved, pending, toggle } = useFavorite(propertyId);
  const label = saved ? `Remove ${title} from favorites` : `Save ${title} to favorites`;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={saved ? 'Saved to favorites' : 'Save to favorites'}
      disabled={pending}
      onClick={() => void toggle()}
      className={cn(
        'inline-flex items-center justify-center gap-2 transition-colors disabled:opacity-70',
        variant === 'overlay'
          ? 'size-10 rounded-full bg-white/95 shadow-md hover:bg-white dark:bg-slate-900/90 dark:hover:bg-slate-900'
          : 'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
        saved ? 'text-rose-600 dark:text-rose-400' : 'text-slate-700 dark:text-slate-200',
      )}
    >
      <HeartIcon filled={saved} className="size-5" />
      {variant === 'button' && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
