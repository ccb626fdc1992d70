import type { TDigitalTwinItem } from '@nestwise/shared';
import { useState } from 'react';
import { twinFileUrl } from '@/components/model-viewer/model-format';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { documentKind, downloadName, formatLabel } from '../lib/document-kind';
import { twinItemKey } from '../hooks/use-twin-editor';
import { PdfPreview } from './pdf-preview';
import { TextPreview } from './text-preview';
import { itemFrameClasses, RemoveItemButton } from './twin-item-parts';

function Preview({ item }: { item: TDigitalTwinItem }) {
  const url = twinFileUrl(item);
  const kind = documentKind(item);
  if (!url) return null;
  if (kind === 'pdf') return <PdfPreview key={url} url={url} name={item.name} />;
  if (kind === 'text') return <TextPreview key={url} url={url} name={item.name} />;
  if (kind === 'image') {
    return (
      <div className="grid place-items-center rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
        <img
          src={url}
          alt={item.name}
          data-testid="image-preview"
          className="max-h-[32rem] max-w-full rounded object-contain"
        />
      </div>
    );
  }
  return (
    <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {formatLabel(item)} files cannot be previewed here. Download it to open it.
    </p>
  );
}

/**
 * The twin's documents: a list with Preview and Download for each (and Remove for the listing's
 * agent or an admin), and the preview of the chosen one: PDF pages or the image inline.
 */
export function DocumentsPanel({
  documents,
  onRemove,
  removing,
}: {
  documents: TDigitalTwinItem[];
  /** Given to those who may manage the twin. */
  onRemove?: (item: TDigitalTwinItem) => void;
  removing?: string | null;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    documents.find((item) => twinItemKey(item) === chosen) ??
    documents.find((item) => documentKind(item) !== 'other') ??
    documents[0];

  if (!documents.length) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No documents have been added to this digital twin yet.
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <ul className="space-y-2" aria-label="Documents">
        {documents.map((item) => {
          const key = twinItemKey(item);
          const url = twinFileUrl(item);
          const active = selected && twinItemKey(selected) === key;
          return (
            <li
              key={key}
              className={cn('rounded-lg border p-3', itemFrameClasses(Boolean(active)))}
            >
              <p className="flex items-center justify-between gap-2">
                <span className="min-w-0 font-semibold break-words">{item.name}</span>
                <span className="shrink-0 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  {formatLabel(item)}
                </span>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-pressed={!!active}
                  aria-label={`Preview ${item.name}`}
                  onClick={() => setChosen(key)}
                >
                  Preview
                </Button>
                {url && (
                  <a
                    href={url}
                    download={downloadName(item)}
                    aria-label={`Download ${item.name}`}
                    className={buttonClasses('secondary', 'px-3 py-1')}
                  >
                    Download
                  </a>
                )}
                {onRemove && (
                  <RemoveItemButton
                    item={item}
                    removing={removing}
                    onRemove={onRemove}
                    variant="danger"
                    className="px-3 py-1"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <section
        aria-label={selected ? `Preview of ${selected.name}` : 'Preview'}
        className="min-w-0"
      >
        {selected && <Preview item={selected} />}
      </section>
    </div>
  );
}
