import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TwinList, TwinUpload } from '../hooks/use-twin-editor';

const ACCEPT: Record<TwinList, string> = {
  models: '.glb,.gltf,model/gltf-binary,model/gltf+json',
  documents:
    '.pdf,.docx,.txt,.jpg,.jpeg,.png,.webp,.avif,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,image/jpeg,image/png,image/webp,image/avif',
};

const HINT: Record<TwinList, string> = {
  models: 'GLB or glTF (a single self-contained file), up to 100 MB each.',
  documents: 'PDF, Word (.docx), text (.txt) or images (JPEG, PNG, WebP, AVIF), up to 100 MB each.',
};

function FilePicker({
  list,
  label,
  onFiles,
}: {
  list: TwinList;
  label: string;
  onFiles: (files: File[], list: TwinList) => void;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onFiles(files, list);
  };
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-600">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT[list]}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-teal-700 file:px-3 file:py-1.5 file:font-semibold file:text-white hover:file:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        {HINT[list]}
      </p>
    </div>
  );
}

function UploadRow({ upload }: { upload: TwinUpload }) {
  const state =
    upload.status === 'error'
      ? upload.error
      : upload.status === 'done'
        ? 'Added'
        : upload.status === 'saving'
          ? 'Saving…'
          : `${upload.percent}%`;
  return (
    <li className="space-y-1">
      <p className="flex justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium">{upload.name}</span>
        <span
          className={cn(
            'shrink-0',
            upload.status === 'error'
              ? 'text-red-700 dark:text-red-300'
              : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {state}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`Uploading ${upload.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn(
            'h-full rounded-full',
            upload.status === 'error' ? 'bg-red-600' : 'bg-teal-600',
          )}
          style={{ width: `${upload.percent}%` }}
        />
      </div>
    </li>
  );
}

/** For the listing's agent or an admin: add models and documents, with each file's progress. */
export function TwinUploads({
  uploads,
  onFiles,
  onClear,
}: {
  uploads: TwinUpload[];
  onFiles: (files: File[], list: TwinList) => void;
  onClear: () => void;
}) {
  const finished = uploads.some((u) => u.status === 'done' || u.status === 'error');
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FilePicker list="models" label="Add 3D models" onFiles={onFiles} />
        <FilePicker list="documents" label="Add documents" onFiles={onFiles} />
      </div>
      {uploads.length > 0 && (
        <section aria-label="Uploads" className="space-y-3">
          <ul className="space-y-3">
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} />
            ))}
          </ul>
          {finished && (
            <Button variant="ghost" className="px-2 py-1" onClick={onClear}>
              Clear finished uploads
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
