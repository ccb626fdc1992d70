import type { TDigitalTwinItem } from '@nestwise/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { twinItemKey } from '../hooks/use-twin-editor';
import { itemFrameClasses, RemoveItemButton } from './twin-item-parts';

/** The twin's models: choose the one the viewer shows; managers may remove one. */
export function ModelList({
  models,
  selected,
  onSelect,
  onRemove,
  removing,
}: {
  models: TDigitalTwinItem[];
  selected: string | null;
  onSelect: (key: string) => void;
  onRemove?: (item: TDigitalTwinItem) => void;
  removing?: string | null;
}) {
  if (models.length < 2 && !onRemove) return null;
  return (
    <ul aria-label="3D models" className="flex flex-wrap gap-2">
      {models.map((model) => {
        const key = twinItemKey(model);
        const active = key === selected;
        return (
          <li
            key={key}
            className={cn(
              'flex items-center gap-1 rounded-lg border p-1',
              itemFrameClasses(active),
            )}
          >
            <Button
              variant="ghost"
              className="px-2 py-1"
              aria-pressed={active}
              aria-label={`Show ${model.name}`}
              onClick={() => onSelect(key)}
            >
              {model.name}
              <span className="text-xs font-normal text-slate-600 uppercase dark:text-slate-300">
                {model.format}
              </span>
            </Button>
            {onRemove && (
              <RemoveItemButton
                item={model}
                removing={removing}
                onRemove={onRemove}
                variant="ghost"
                className="px-2 py-1 text-red-700 dark:text-red-300"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
