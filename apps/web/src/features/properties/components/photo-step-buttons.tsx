import { cn } from '@/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * The previous and next photo buttons, centred on the photo's left and right edges (the gallery
 * and the full-screen viewer); `className` is their look.
 */
export function PhotoStepButtons({
  onStep,
  className,
}: {
  onStep: (step: -1 | 1) => void;
  className: string;
}) {
  const placed = cn(className, 'absolute top-1/2 -translate-y-1/2');
  return (
    <>
      <button
        type="button"
        aria-label="Previous photo"
        onClick={() => onStep(-1)}
        className={cn(placed, 'left-3')}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label="Next photo"
        onClick={() => onStep(1)}
        className={cn(placed, 'right-3')}
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}
