import { UPLOAD_CONTENT_TYPES } from '@nestwise/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useFileDrop } from '@/lib/use-file-drop';
import type { MediaKind } from './media-items';

/** The file picker's accept list: the content types and extensions the storage accepts. */
function acceptOf(kind: MediaKind): string {
  return Object.entries(UPLOAD_CONTENT_TYPES[kind])
    .flatMap(([type, extensions]) => [type, ...extensions.map((extension) => `.${extension}`)])
    .join(',');
}

/**
 * A multi-file picker that also takes files dropped on it. The real input stays focusable (only
 * visually hidden), so the picker works by keyboard and the ring shows on the whole zone.
 */
export function MediaDropZone({
  kind,
  label,
  hint,
  disabled,
  onFiles,
}: {
  kind: MediaKind;
  label: string;
  hint: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const { dragging: over, handlers } = useFileDrop((files) => {
    if (files.length) onFiles(files);
  }, disabled);

  return (
    <label
      htmlFor={id}
      {...handlers}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center',
        'border-slate-300 bg-slate-50 hover:border-teal-600 dark:border-slate-600 dark:bg-slate-900/60 dark:hover:border-teal-400',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-600 dark:focus-within:outline-teal-400',
        over && 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <span className="text-sm font-semibold text-teal-800 dark:text-teal-300">{label}</span>
      <span className="text-xs text-slate-600 dark:text-slate-300">{hint}</span>
      <input
        id={id}
        type="file"
        multiple
        accept={acceptOf(kind)}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same file again (after removing it) fires a change.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
