import type { ReactNode } from 'react';
import { strokeIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const RotateLeftIcon = strokeIcon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </>,
);
const RotateRightIcon = strokeIcon(
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);
const ZoomInIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
  </>,
);
const ZoomOutIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M8 11h6" />
  </>,
);
const ResetIcon = strokeIcon(
  <>
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    <circle cx="12" cy="12" r="5" />
  </>,
);
const ExpandIcon = strokeIcon('M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5');
const ShrinkIcon = strokeIcon('M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5');

function ControlButton({
  label,
  onClick,
  children,
  showLabel = false,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  showLabel?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={showLabel ? undefined : label}
      aria-pressed={pressed}
      title={label}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white/95 px-2.5 py-1.5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
        'dark:border-slate-600 dark:bg-slate-900/95 dark:text-slate-100 dark:hover:bg-slate-800',
      )}
    >
      {children}
      {showLabel && <span>{label}</span>}
    </button>
  );
}

export interface ViewerCommands {
  rotate: (angle: number) => void;
  zoom: (factor: number) => void;
  reset: () => void;
}

const STEP = Math.PI / 8;

/** Buttons for every pointer gesture, so the model can be explored from the keyboard. */
export function ViewerControls({
  commands,
  fullscreen,
}: {
  commands: ViewerCommands;
  fullscreen?: { active: boolean; toggle: () => void };
}) {
  return (
    <div role="toolbar" aria-label="3D view controls" className="flex flex-wrap gap-2">
      <ControlButton label="Rotate left" onClick={() => commands.rotate(-STEP)}>
        <RotateLeftIcon className="size-4" />
      </ControlButton>
      <ControlButton label="Rotate right" onClick={() => commands.rotate(STEP)}>
        <RotateRightIcon className="size-4" />
      </ControlButton>
      <ControlButton label="Zoom in" onClick={() => commands.zoom(0.8)}>
        <ZoomInIcon className="size-4" />
      </ControlButton>
      <ControlButton label="Zoom out" onClick={() => commands.zoom(1.25)}>
        <ZoomOutIcon className="size-4" />
      </ControlButton>
      <ControlButton label="Reset view" onClick={commands.reset} showLabel>
        <ResetIcon className="size-4" />
      </ControlButton>
      {fullscreen && (
        <ControlButton
          label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
          onClick={fullscreen.toggle}
          showLabel
        >
          {fullscreen.active ? (
            <ShrinkIcon className="size-4" />
          ) : (
            <ExpandIcon className="size-4" />
          )}
        </ControlButton>
      )}
    </div>
  );
}
