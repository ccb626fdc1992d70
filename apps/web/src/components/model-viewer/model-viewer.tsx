import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { cn } from '@/lib/cn';
import { fetchModel, hasWebGL, type FetchProgress } from './fetch-model';
import {
  detectModelFormat,
  ModelFileError,
  progressPercent,
  progressText,
  twinFileUrl,
  type TwinFile,
} from './model-format';
import type { ModelSceneHandle } from './model-scene';
import { useFullscreen } from './use-fullscreen';
import { ViewerControls } from './viewer-controls';

/* three.js, fiber and drei: a chunk of their own, fetched only when a model is about to show. */
const ModelScene = lazy(() => import('./model-scene'));

export const VIEWER_MESSAGES = {
  empty: 'No 3D model exists for this property yet.',
  notAModel: 'This file is not a GLB or glTF model, so it cannot be shown in 3D.',
  noWebGL:
    'Your browser cannot display 3D graphics (WebGL is off or unavailable), so the model cannot be shown. Try another browser or turn on hardware acceleration.',
  chunkFailed: 'The 3D viewer could not be loaded. Check your connection and try again.',
  preparing: 'Preparing the 3D view…',
} as const;

type ViewerState =
  | { kind: 'empty' }
  | { kind: 'no-webgl' }
  | { kind: 'error'; message: string }
  | ({ kind: 'loading' } & FetchProgress)
  | { kind: 'scene'; data: ArrayBuffer; ready: boolean };

const frame =
  'relative overflow-hidden rounded-xl border border-slate-200 bg-gradient-to-b from-slate-100 to-slate-200 dark:border-slate-700 dark:from-slate-800 dark:to-slate-900';

function Overlay({ children }: { children: React.ReactNode }) {
  return (
    <div className="absolute inset-0 grid place-items-center p-6 text-center text-sm font-medium text-slate-800 dark:text-slate-100">
      <div className="max-w-md space-y-3">{children}</div>
    </div>
  );
}

function Progress({ loaded, total }: FetchProgress) {
  const percent = progressPercent(loaded, total);
  const text = progressText(loaded, total);
  return (
    <Overlay>
      <p aria-live="polite">{text}</p>
      <div
        role="progressbar"
        aria-label="3D model download"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="mx-auto h-2 w-56 overflow-hidden rounded-full bg-slate-300 dark:bg-slate-700"
      >
        <div
          className={cn('h-full rounded-full bg-teal-600', percent === null && 'animate-pulse')}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
    </Overlay>
  );
}

/**
 * The 3D viewer of a digital twin, shared by the listing and twin pages: downloads the model with
 * a progress bar, then shows it with orbit (drag), zoom (wheel or pinch), buttons for both, Reset
 * view and optional fullscreen; says so clearly when there is no model, the file fails, or the
 * browser has no WebGL.
 */
export function ModelViewer({
  model,
  title,
  allowFullscreen = false,
  className,
}: {
  model: TwinFile | null;
  /** What the model shows, for its accessible name. */
  title: string;
  allowFullscreen?: boolean;
  className?: string;
}) {
  const url = model ? twinFileUrl(model) : null;
  const format = model ? detectModelFormat(model) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ViewerState>({ kind: 'empty' });
  const scene = useRef<ModelSceneHandle>(null);
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);

  useEffect(() => {
    if (!model) return setState({ kind: 'empty' });
    if (!url || !format) return setState({ kind: 'error', message: VIEWER_MESSAGES.notAModel });
    if (!hasWebGL()) return setState({ kind: 'no-webgl' });
    const controller = new AbortController();
    setState({ kind: 'loading', loaded: 0, total: null });
    fetchModel(
      url,
      (progress) => {
        if (!controller.signal.aborted) setState({ kind: 'loading', ...progress });
      },
      controller.signal,
    ).then(
      (data) => !controller.signal.aborted && setState({ kind: 'scene', data, ready: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message:
            error instanceof ModelFileError ? error.message : 'This 3D model could not be loaded.',
        });
      },
    );
    return () => controller.abort();
    // `model` is read for presence only: the address and format name the download.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, format, !model, attempt]);

  const onReady = useCallback(
    () => setState((s) => (s.kind === 'scene' ? { ...s, ready: true } : s)),
    [],
  );
  const onError = useCallback((message: string) => setState({ kind: 'error', message }), []);
  const commands = useMemo(
    () => ({
      rotate: (angle: number) => scene.current?.rotate(angle),
      zoom: (factor: number) => scene.current?.zoom(factor),
      reset: () => scene.current?.reset(),
    }),
    [],
  );
  const retry = () => setAttempt((n) => n + 1);
  const label = model ? `3D model of ${title}: ${model.name}` : `3D model of ${title}`;

  return (
    <div
      ref={container}
      data-testid="model-viewer"
      data-state={state.kind === 'scene' ? (state.ready ? 'ready' : 'preparing') : state.kind}
      className={cn(
        'flex flex-col gap-3',
        fullscreen?.active && 'bg-white p-4 dark:bg-slate-950',
        className,
      )}
    >
      <div className={cn(frame, fullscreen?.active ? 'min-h-0 flex-1' : 'h-72 sm:h-[26rem]')}>
        {state.kind === 'scene' && (
          <ErrorBoundary
            resetKey={state.data}
            fallback={() => (
              <Overlay>
                <p role="alert">{VIEWER_MESSAGES.chunkFailed}</p>
              </Overlay>
            )}
          >
            <Suspense fallback={<Overlay>{VIEWER_MESSAGES.preparing}</Overlay>}>
              <ModelScene
                ref={scene}
                data={state.data}
                label={label}
                onReady={onReady}
                onError={onError}
              />
            </Suspense>
            {!state.ready && <Overlay>{VIEWER_MESSAGES.preparing}</Overlay>}
          </ErrorBoundary>
        )}
        {state.kind === 'loading' && <Progress loaded={state.loaded} total={state.total} />}
        {state.kind === 'empty' && (
          <Overlay>
            <p>{VIEWER_MESSAGES.empty}</p>
          </Overlay>
        )}
        {state.kind === 'no-webgl' && (
          <Overlay>
            <p role="alert">{VIEWER_MESSAGES.noWebGL}</p>
          </Overlay>
        )}
        {state.kind === 'error' && (
          <Overlay>
            <p role="alert">{state.message}</p>
            <button
              type="button"
              onClick={retry}
              className="rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
            >
              Try again
            </button>
          </Overlay>
        )}
      </div>
      {state.kind === 'scene' && state.ready && (
        <ViewerControls
          commands={commands}
          fullscreen={allowFullscreen && fullscreen ? fullscreen : undefined}
        />
      )}
      {state.kind === 'scene' && state.ready && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Drag to orbit, scroll or pinch to zoom; the buttons do the same from the keyboard.
        </p>
      )}
    </div>
  );
}
