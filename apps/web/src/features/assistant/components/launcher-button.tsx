import { useRef } from 'react';
import { CloseIcon, MicIcon, SparklesIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useClearOfControls } from '../hooks/use-clear-of-controls';

export const LAUNCHER_TITLE = 'AI Assistant - Click to open/close chat interface';

interface Props {
  isOpen: boolean;
  isListening: boolean;
  isProcessing: boolean;
  hasError: boolean;
  onToggle: () => void;
}

/**
 * The round button at the bottom-right (docs/product-guide.md) with its open, listening, processing
 * and error indicators.
 */
export function LauncherButton({ isOpen, isListening, isProcessing, hasError, onToggle }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  // Closed, it steps up out of the way of any control under it; open, its panel sits above it.
  useClearOfControls(ref, !isOpen);
  const state = isListening
    ? 'listening'
    : isProcessing
      ? 'processing'
      : isOpen
        ? 'open'
        : 'closed';
  return (
    <button
      ref={ref}
      type="button"
      title={LAUNCHER_TITLE}
      aria-label={LAUNCHER_TITLE}
      aria-expanded={isOpen}
      aria-controls="nestwise-assistant-panel"
      data-state={state}
      data-error={hasError || undefined}
      onClick={onToggle}
      className={cn(
        'fixed right-4 bottom-[calc(1rem+var(--bottom-bar,0px))] z-40 grid size-14 place-items-center rounded-full text-white shadow-lg transition-colors sm:right-6 sm:bottom-6',
        isListening
          ? 'bg-red-600 hover:bg-red-700'
          : isOpen
            ? 'bg-slate-800 hover:bg-slate-900 dark:bg-slate-700 dark:hover:bg-slate-600'
            : 'bg-teal-700 hover:bg-teal-800',
      )}
    >
      {isListening && (
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-ping rounded-full bg-red-500/50"
        />
      )}
      {isProcessing && (
        <span
          aria-hidden="true"
          data-indicator="processing"
          className="absolute inset-0 animate-spin rounded-full border-4 border-white/20 border-t-white"
        />
      )}
      {isOpen && !isListening ? (
        <CloseIcon className="relative size-6" />
      ) : isListening ? (
        <MicIcon className="relative size-6" />
      ) : (
        <SparklesIcon className="relative size-6" />
      )}
      {hasError && (
        <span
          aria-hidden="true"
          data-indicator="error"
          className="absolute top-0.5 right-0.5 size-3.5 rounded-full border-2 border-white bg-red-600 dark:border-slate-950"
        />
      )}
      {isOpen && !hasError && !isListening && !isProcessing && (
        <span
          aria-hidden="true"
          data-indicator="open"
          className="absolute top-0.5 right-0.5 size-3 rounded-full border-2 border-white bg-teal-400 dark:border-slate-950"
        />
      )}
    </button>
  );
}
