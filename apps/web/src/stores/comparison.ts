import { notify } from '@/lib/toast';
import { COMPARISON_MAX_PROPERTIES } from '@nestwise/shared';
import type { AppThunk } from '@/app/store';
import {
  addToComparison,
  canCompare,
  type ComparedProperty,
  type ComparisonResult,
} from './favorites-slice';

export const COMPARISON_FULL_MESSAGE = `You can compare up to ${COMPARISON_MAX_PROPERTIES} properties. Remove one to add another.`;
export const COMPARISON_DUPLICATE_MESSAGE = 'This property is already in your comparison.';

/** Adds a property to the comparison list; a duplicate or a fifth property is refused with a toast. */
export const compareProperty =
  (property: ComparedProperty): AppThunk<ComparisonResult> =>
  (dispatch, getState) => {
    const result = canCompare(getState().favorites, property.id);
    if (result === 'added') dispatch(addToComparison(property));
    else if (result === 'full')
      notify('warning', COMPARISON_FULL_MESSAGE, { toastId: 'comparison-full' });
    else notify('info', COMPARISON_DUPLICATE_MESSAGE, { toastId: 'comparison-duplicate' });
    return result;
  };
