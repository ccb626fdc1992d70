import { useId } from 'react';
import { cn } from '@/lib/cn';
import { SpeakerIcon } from './icons';
import { useReadAloud } from '@/lib/speech/read-aloud';

/** The character count of a response. */
export const countCharacters = (text: string) => text.length;

/** The word count, the text split on spaces (runs of white space count once). */
export const countWords = (text: string) => {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
};

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export interface AIResponseBoxProps {
  title?: string;
  /** The response text; blank shows the empty state. */
  content: string;
  isLoading?: boolean;
  /**
   * The scrolling area's maximum height in pixels (RESPONSE_BOX_MAX_HEIGHT_PX, 150, in the widget).
   */
  maxHeight?: number;
  className?: string;
}

/**
 * An AI response box: a title, a scrollable body, a loading and an empty
 * state, a footer with the character and word counts and 'Speaking...', and a read-aloud button.
 */
export function AIResponseBox({
  title = 'AI Response',
  content,
  isLoading = false,
  maxHeight,
  className,
}: AIResponseBoxProps) {
  const titleId = useId();
  const { isSpeaking, isSupported, speak, stop } = useReadAloud();
  const blank = content.trim() === '';
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-1.5 dark:border-slate-700">
        <h3
          id={titleId}
          className="text-xs font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300"
        >
          {title}
        </h3>
        <button
          type="button"
          title={isSpeaking ? 'Stop speaking' : 'Click to speak response'}
          aria-label={isSpeaking ? 'Stop speaking' : 'Click to speak response'}
          aria-pressed={isSpeaking}
          disabled={blank || isLoading || !isSupported}
          onClick={() => (isSpeaking ? stop() : speak(content))}
          className={cn(
            'grid size-7 place-items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-40',
            isSpeaking
              ? 'bg-teal-700 text-white hover:bg-teal-800'
              : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          <SpeakerIcon muted={isSpeaking} className="size-4" />
        </button>
      </header>
      <div
        className="overflow-y-auto px-3 py-2 text-sm leading-relaxed"
        style={maxHeight ? { maxHeight } : undefined}
        tabIndex={blank ? undefined : 0}
        aria-busy={isLoading}
      >
        {isLoading ? (
          <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300" role="status">
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-teal-600 dark:border-slate-600 dark:border-t-teal-400"
            />
            AI is generating response...
          </p>
        ) : blank ? (
          <div className="py-2 text-center">
            <p className="font-medium text-slate-700 dark:text-slate-200">No AI response yet</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              AI response will appear here
            </p>
          </div>
        ) : (
          <p className="break-words whitespace-pre-wrap">{content}</p>
        )}
      </div>
      {!isLoading && !blank && (
        <footer className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 py-1 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <span>
            {plural(countCharacters(content), 'character')} · {plural(countWords(content), 'word')}
          </span>
          {isSpeaking && (
            <span
              className="flex items-center gap-1 font-medium text-teal-700 dark:text-teal-300"
              role="status"
            >
              <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
              Speaking...
            </span>
          )}
        </footer>
      )}
    </section>
  );
}
