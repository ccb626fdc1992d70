/** One file's upload progress: a bar with its percentage, named for screen readers. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-teal-700 transition-[width] dark:bg-teal-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-slate-700 dark:text-slate-200">
        {percent}%
      </span>
    </div>
  );
}
