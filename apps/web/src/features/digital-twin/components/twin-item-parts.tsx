import type { TDigitalTwinItem } from '@nestwise/shared';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { twinItemKey } from '../hooks/use-twin-editor';

/** A twin item's frame in a list (models, documents): teal while it is the one shown. */
export function itemFrameClasses(active: boolean) {
  return active
    ? 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
    : 'border-slate-200 dark:border-slate-700';
}

/** A manager's Remove button for one twin item; it says so while that item's removal runs. */
export function RemoveItemButton({
  item,
  removing,
  onRemove,
  variant,
  className,
}: {
  item: TDigitalTwinItem;
  /** The key of the item being removed, if any. */
  removing?: string | null;
  onRemove: (item: TDigitalTwinItem) => void;
  variant: ButtonVariant;
  className: string;
}) {
  const busy = removing === twinItemKey(item);
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={`Remove ${item.name}`}
      disabled={busy}
      onClick={() => onRemove(item)}
    >
      {busy ? 'Removing…' : 'Remove'}
    </Button>
  );
}
