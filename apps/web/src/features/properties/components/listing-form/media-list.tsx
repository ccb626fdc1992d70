import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { imageAt } from '../../lib/listing-display';
import type { MediaItem } from './media-items';
import { UploadProgress } from './upload-progress';

const smallButton =
  'rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const dangerButton =
  'rounded-md border border-red-300 px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950';

type Action = 'up' | 'down';

function thumbnailOf(item: MediaItem): string | null {
  if (item.previewUrl) return item.previewUrl;
  if (!item.url) return null;
  return imageAt({ key: item.key, url: item.url }, 400);
}

function ItemStatus({ item, queuedText }: { item: MediaItem; queuedText: string }) {
  if (item.status === 'uploading')
    return <UploadProgress name={item.name} percent={item.progress} />;
  if (item.status === 'queued') {
    return <p className="text-xs text-slate-600 dark:text-slate-300">{queuedText}</p>;
  }
  if (item.status === 'error') {
    return <p className="text-xs font-medium text-red-700 dark:text-red-300">{item.error}</p>;
  }
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {item.origin === 'session' ? 'Uploaded' : 'Saved'}
      {item.format && item.kind !== 'images' ? ` · ${item.format.toUpperCase()}` : ''}
    </p>
  );
}

/**
 * A list of picked or stored files with their upload state. Images can be reordered with buttons
 * (keyboard friendly; focus follows the moved image) and the first one is the cover.
 */
export function MediaList({
  items,
  label,
  reorderable = false,
  queuedText,
  onMove,
  onRetry,
  onRemove,
}: {
  items: MediaItem[];
  label: string;
  reorderable?: boolean;
  queuedText: string;
  onMove?: (item: MediaItem, delta: number) => void;
  onRetry?: (item: MediaItem) => void;
  onRemove: (item: MediaItem) => void;
}) {
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; action: Action } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove) return;
    const index = items.findIndex((item) => item.id === focusAfterMove.id);
    const atEdge = focusAfterMove.action === 'up' ? index === 0 : index === items.length - 1;
    const action = atEdge
      ? focusAfterMove.action === 'up'
        ? 'down'
        : 'up'
      : focusAfterMove.action;
    document.getElementById(`${focusAfterMove.id}-${action}`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  if (items.length === 0) return null;

  const moveBy = (item: MediaItem, index: number, delta: number) => {
    onMove?.(item, delta);
    setFocusAfterMove({ id: item.id, action: delta < 0 ? 'up' : 'down' });
    setAnnouncement(`${item.name} moved to position ${index + delta + 1} of ${items.length}`);
  };

  // A refused or failed file is never stored, so the cover is the first one that can be.
  const coverId = reorderable ? items.find((item) => item.status !== 'error')?.id : undefined;

  return (
    <>
      <ul aria-label={label} className="mt-3 space-y-2">
        {items.map((item, index) => {
          const thumbnail = item.kind === 'images' ? thumbnailOf(item) : null;
          return (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900"
            >
              {item.kind === 'images' && (
                <div className="size-16 shrink-0 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                  {thumbnail && (
                    <img src={thumbnail} alt="" className="size-full object-cover" loading="lazy" />
                  )}
                </div>
              )}
              <div className="min-w-0 flex-1 basis-40">
                <p className="flex items-center gap-2 text-sm font-medium">
                  <span className="truncate" title={item.name}>
                    {item.name}
                  </span>
                  {item.id === coverId && <Badge tone="primary">Cover</Badge>}
                </p>
                <div className="mt-1">
                  <ItemStatus item={item} queuedText={queuedText} />
                </div>
              </div>
              <div className="flex flex-wrap gap-1">
                {reorderable && (
                  <>
                    <button
                      type="button"
                      id={`${item.id}-up`}
                      className={smallButton}
                      disabled={index === 0}
                      onClick={() => moveBy(item, index, -1)}
                      aria-label={`Move up ${item.name}`}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      id={`${item.id}-down`}
                      className={smallButton}
                      disabled={index === items.length - 1}
                      onClick={() => moveBy(item, index, 1)}
                      aria-label={`Move down ${item.name}`}
                    >
                      Move down
                    </button>
                  </>
                )}
                {item.status === 'error' && item.retryable && onRetry && (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => onRetry(item)}
                    aria-label={`Retry ${item.name}`}
                  >
                    Retry
                  </button>
                )}
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() => onRemove(item)}
                  aria-label={`${item.status === 'uploading' ? 'Cancel' : 'Remove'} ${item.name}`}
                >
                  {item.status === 'uploading' ? 'Cancel' : 'Remove'}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
