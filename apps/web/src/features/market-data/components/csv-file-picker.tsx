import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useFileDrop } from '@/lib/use-file-drop';

interface CsvFilePickerProps {
  file: File | null;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}

/** A .csv file, chosen with the file dialog or dropped onto the zone. */
export function CsvFilePicker({ file, disabled = false, onPick }: CsvFilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { dragging, handlers } = useFileDrop((files) => onPick(files[0] ?? null), disabled);

  return (
    <div
      {...handlers}
      className={cn(
        'rounded-xl border-2 border-dashed p-6 text-center transition-colors',
        dragging
          ? 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
          : 'border-slate-300 dark:border-slate-600',
      )}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold">
        Sales CSV file
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Drop a .csv file here, or choose one.
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className="mx-auto mt-3 block max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-teal-800 disabled:opacity-60"
      />
      {file && (
        <p className="mt-3 text-sm break-all text-slate-700 dark:text-slate-200">
          Selected: <span className="font-medium">{file.name}</span>
        </p>
      )}
    </div>
  );
}
