import type { TProperty } from '@nestwise/shared';
import { cn } from '@/lib/cn';
import { compareProperty } from '@/stores/comparison';
import { removeFromComparison } from '@/stores/favorites-slice';
import { selectComparison, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { imageAt, locationText } from '../lib/listing-display';
import { CompareIcon } from './icons';

/** Adds a listing to the comparison (at most 4, no duplicates) or takes it out again. */
export function CompareButton({
  property,
  className,
}: {
  property: Pick<TProperty, 'id' | 'title' | 'price' | 'status' | 'location' | 'images'>;
  className?: string;
}) {
  const dispatch = useAppDispatch();
  const compared = useAppSelector(selectComparison).some((p) => p.id === property.id);
  const onClick = () => {
    if (compared) {
      dispatch(removeFromComparison(property.id));
      return;
    }
    dispatch(
      compareProperty({
        id: property.id,
        title: property.title,
        price: property.price,
        status: property.status,
        location: locationText(property.location),
        image: imageAt(property.images[0], 400),
      }),
    );
  };
  return (
    <button
      type="button"
      aria-pressed={compared}
      aria-label={
        compared ? `Remove ${property.title} from comparison` : `Compare ${property.title}`
      }
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold transition-colors',
        compared
          ? 'border-teal-700 bg-teal-50 text-teal-800 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-200'
          : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
    >
      <CompareIcon className="size-4" />
      {compared ? 'Comparing' : 'Compare'}
    </button>
  );
}
