import { REFOCUS_DELAY_MS } from '@nestwise/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MicIcon, SendIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export const INPUT_PLACEHOLDER = 'Type or use mic to ask about properties...';

interface Props {
  isProcessing: boolean;
  isListening: boolean;
  /** Whether the browser can recognise speech; without it the mic is hidden. */
  voiceSupported: boolean;
  onSubmit: (text: string) => void;
  onToggleMic: () => void;
  autoFocus?: boolean;
}

/** The question input: trimmed submit, cleared and refocused after 100 ms. */
export function Composer({
  isProcessing,
  isListening,
  voiceSupported,
  onSubmit,
  onToggleMic,
  autoFocus,
}: Props) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const refocusRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingFocusRef = useRef(false);

  useEffect(
    () => () => {
      if (refocusRef.current) clearTimeout(refocusRef.current);
    },
    [],
  );

  // The input is disabled while the answer is on its way; focus it again once it is back.
  useEffect(() => {
    if (!isProcessing && pendingFocusRef.current) {
      pendingFocusRef.current = false;
      inputRef.current?.focus();
    }
  }, [isProcessing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || isProcessing) return;
    onSubmit(question);
    setText('');
    if (refocusRef.current) clearTimeout(refocusRef.current);
    pendingFocusRef.current = true;
    refocusRef.current = setTimeout(() => {
      refocusRef.current = null;
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      if (document.activeElement === input) pendingFocusRef.current = false;
    }, REFOCUS_DELAY_MS);
  };

  const canSend = text.trim() !== '';
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <input
        ref={inputRef}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={INPUT_PLACEHOLDER}
        aria-label="Ask the AI assistant"
        disabled={isProcessing}
        autoFocus={autoFocus}
        maxLength={1000}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {voiceSupported && (
        <button
          type="button"
          onClick={onToggleMic}
          disabled={isProcessing}
          title={isListening ? 'Stop listening' : 'Ask by voice'}
          aria-label={isListening ? 'Stop listening' : 'Ask by voice'}
          aria-pressed={isListening}
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
            isListening
              ? 'animate-pulse bg-red-600 text-white hover:bg-red-700'
              : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
          )}
        >
          <MicIcon className="size-4" />
        </button>
      )}
      {canSend && (
        <button
          type="submit"
          disabled={isProcessing}
          title="Send"
          aria-label="Send"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-teal-700 text-white transition-colors hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon className="size-4" />
        </button>
      )}
    </form>
  );
}
