import { useEffect, useRef } from 'react';

/**
 * What the attribution's "Street map: set MAP_TILES_URL" opens: why the offline map has no
 * streets and where the README says how to serve a street map (its "Street map tiles" section).
 */
export function StreetMapNote({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-labelledby="street-map-note-title"
      className="absolute top-3 right-3 left-3 z-[1001] max-w-md rounded-xl bg-white p-4 text-sm text-slate-700 shadow-xl sm:left-auto"
    >
      <h2 id="street-map-note-title" className="text-base font-semibold text-slate-900">
        Street map
      </h2>
      <p className="mt-2">
        This map is drawn from data that comes with Nestwise, so it works offline: state and county
        lines and names, city names, and the streets and neighbourhoods of the homes it shows. It
        has no street lines of its own.
      </p>
      <p className="mt-2">
        Whoever runs this site can show a full street map by setting{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-xs">MAP_TILES_URL</code> to a tile
        server, for example one of their own with an OpenStreetMap extract: see “Street map tiles”
        in the README.
      </p>
      <div className="mt-3 flex justify-end">
        {/* Light in both themes, as the map and its other controls are. */}
        <button
          ref={close}
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Close
        </button>
      </div>
    </div>
  );
}
