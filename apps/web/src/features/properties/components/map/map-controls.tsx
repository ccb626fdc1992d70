import { Button } from '@/components/ui/button';

export interface MapControlsProps {
  /** Corners placed while drawing; null when not drawing. */
  drawing: { corners: number } | null;
  searchAsMove: boolean;
  onSearchAsMoveChange(on: boolean): void;
  /** The view moved since the last search (shows "Search this area" when not searching as it moves). */
  moved: boolean;
  hasPolygon: boolean;
  hasBounds: boolean;
  /**
   * The search matched more homes with a place than the map draws. `total` is null when the
   * server's count stopped at its bound (decision 0386): the map then says only how many it shows.
   */
  truncated: { shown: number; total: number | null } | null;
  announcement: string;
  onSearchThisArea(): void;
  onStartDrawing(): void;
  onFinish(): void;
  onCancelDrawing(): void;
  onClearArea(): void;
}

const hint = (corners: number) =>
  corners === 0
    ? 'Drag or tap to draw an area, or place its corners. Keys: arrows move the cross, Enter places a corner.'
    : `${corners} corner${corners === 1 ? '' : 's'}: ${corners >= 3 ? 'finish on the first one or with Finish.' : 'place the next one.'}`;

/**
 * The buttons over the map: search as it moves (or "Search this area"), draw an area (Finish,
 * Cancel drawing), remove the area, and a live region telling screen readers what drawing did.
 */
export function MapControls(props: MapControlsProps) {
  const { drawing } = props;
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" data-testid="map-announcer">
        {props.announcement}
      </p>
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-col items-end gap-2 pr-3 pl-14">
        {!drawing && (
          <label className="pointer-events-auto flex cursor-pointer items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow-lg">
            <input
              type="checkbox"
              className="size-4 accent-teal-700"
              checked={props.searchAsMove}
              onChange={(event) => props.onSearchAsMoveChange(event.target.checked)}
            />
            Search as I move the map
          </label>
        )}
        <div className="flex w-full justify-center">
          {props.moved && !props.searchAsMove && !drawing && !props.hasPolygon && (
            <Button className="pointer-events-auto shadow-lg" onClick={props.onSearchThisArea}>
              Search this area
            </Button>
          )}
          {drawing && (
            <p className="rounded-lg bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow-lg">
              {hint(drawing.corners)}
            </p>
          )}
        </div>
      </div>
      {props.truncated && !drawing && (
        <p className="absolute bottom-8 left-3 z-[1000] max-w-[55%] rounded-lg bg-white/95 px-3 py-2 text-xs font-medium text-slate-700 shadow-lg">
          {props.truncated.total === null
            ? `The map shows the first ${props.truncated.shown.toLocaleString('en-US')} homes that match.`
            : `The map shows ${props.truncated.shown.toLocaleString('en-US')} of ${props.truncated.total.toLocaleString('en-US')} homes.`}{' '}
          Zoom in or narrow the search to see them all.
        </p>
      )}
      <div className="absolute right-3 bottom-8 z-[1000] flex flex-col items-end gap-2">
        {drawing ? (
          <>
            {drawing.corners >= 3 && (
              <Button className="shadow-lg" onClick={props.onFinish}>
                Finish
              </Button>
            )}
            <Button variant="secondary" className="shadow-lg" onClick={props.onCancelDrawing}>
              Cancel drawing
            </Button>
          </>
        ) : (
          <>
            {props.hasPolygon || props.hasBounds ? (
              <Button variant="secondary" className="shadow-lg" onClick={props.onClearArea}>
                {props.hasPolygon ? 'Remove drawn area' : 'Clear map area'}
              </Button>
            ) : null}
            <Button variant="secondary" className="shadow-lg" onClick={props.onStartDrawing}>
              Draw an area
            </Button>
          </>
        )}
      </div>
    </>
  );
}
