import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { VOICE_UNSUPPORTED_MESSAGE } from '@/lib/speech/recognition';
import { useAssistant } from '../hooks/use-assistant';
import { Composer } from './composer';
import { LauncherButton } from './launcher-button';
import { MessageList } from './message-list';

export const EXAMPLE_QUESTIONS = [
  'Show me 3-bedroom houses under $500K',
  "What's the market trend downtown?",
] as const;

/** The AI assistant widget on every page (docs/product-guide.md). */
export function AssistantWidget({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const assistant = useAssistant();
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const scrollRef = useRef<HTMLDivElement>(null);
  const launcherWrapRef = useRef<HTMLDivElement>(null);
  const {
    isListening,
    isProcessing,
    transcripts,
    error,
    currentTranscript,
    isSupported,
    propertyContext,
  } = assistant;

  // Keep the newest message, the interim text and 'AI thinking...' in view; a new reply from its top.
  useEffect(() => {
    const list = scrollRef.current;
    if (!list) return;
    const last = transcripts.at(-1);
    const replies = list.querySelectorAll<HTMLElement>('[data-message="assistant"]');
    const reply = replies[replies.length - 1];
    if (last?.type === 'assistant' && reply && !currentTranscript && !isProcessing) {
      list.scrollTop = Math.max(0, reply.offsetTop - 12);
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [transcripts, currentTranscript, isProcessing, isOpen]);

  const close = () => {
    // Closing the widget while listening stops listening.
    assistant.stopListening({ discard: true });
    setIsOpen(false);
    launcherWrapRef.current?.querySelector('button')?.focus();
  };

  const toggleMic = () => (isListening ? assistant.stopListening() : assistant.startListening());

  return (
    <div ref={launcherWrapRef} data-assistant-widget="">
      {isOpen && (
        <section
          id="nestwise-assistant-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby="nestwise-assistant-title"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="fixed right-4 bottom-[calc(5.5rem+var(--bottom-bar,0px))] z-40 flex max-h-[min(36rem,calc(100dvh-7rem-var(--bottom-bar,0px)))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 text-slate-900 shadow-2xl sm:right-6 sm:bottom-24 sm:w-96 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-950">
            <h2 id="nestwise-assistant-title" className="text-base font-semibold">
              AI Assistant
            </h2>
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-[11px] font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-100">
              Beta
            </span>
            <div className="ml-auto flex items-center gap-1">
              {transcripts.length > 0 && (
                <button
                  type="button"
                  onClick={assistant.clearTranscripts}
                  className="rounded-lg px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  Clear
                </button>
              )}
              <button
                type="button"
                onClick={close}
                aria-label="Close AI Assistant"
                title="Close"
                className="grid size-8 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <CloseIcon />
              </button>
            </div>
          </header>

          {propertyContext && (
            <div className="flex items-center gap-2 border-b border-slate-200 bg-teal-50 px-4 py-1.5 text-xs text-teal-900 dark:border-slate-700 dark:bg-teal-950 dark:text-teal-100">
              <span className="min-w-0 flex-1 truncate">
                Asking about:{' '}
                <strong>{propertyContext.title ?? `property ${propertyContext.id}`}</strong>
              </span>
              <button
                type="button"
                onClick={() => assistant.setCurrentPropertyContext(null)}
                aria-label="Stop asking about this property"
                title="Stop asking about this property"
                className="rounded px-1 font-semibold hover:bg-teal-100 dark:hover:bg-teal-900"
              >
                ×
              </button>
            </div>
          )}

          <div
            ref={scrollRef}
            className="relative min-h-48 flex-1 overflow-y-auto px-4 py-3"
            aria-live="polite"
          >
            {transcripts.length === 0 && !currentTranscript && !isProcessing ? (
              <div className="flex flex-col items-center py-4 text-center">
                <p className="text-lg font-semibold">Ask AI anything!</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                  Properties • Pricing • Market Trends • Virtual Tours
                </p>
                <ul className="mt-4 w-full space-y-2" aria-label="Example questions">
                  {EXAMPLE_QUESTIONS.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        onClick={() => void assistant.processUserInput(question)}
                        className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-teal-600 hover:bg-teal-50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:hover:border-teal-400 dark:hover:bg-slate-800"
                      >
                        “{question}”
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <MessageList
                messages={transcripts}
                interim={currentTranscript}
                isProcessing={isProcessing}
              />
            )}
          </div>

          <div className="space-y-2 border-t border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-950">
            {error && (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-xs text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <span className="flex-1">{error}</span>
                <button
                  type="button"
                  onClick={assistant.dismissError}
                  aria-label="Dismiss error"
                  className="font-semibold hover:underline"
                >
                  ×
                </button>
              </div>
            )}
            {!isSupported && (
              <p
                className="text-xs text-slate-600 dark:text-slate-300"
                data-testid="voice-unsupported"
              >
                {VOICE_UNSUPPORTED_MESSAGE}
              </p>
            )}
            {isListening && (
              <p
                className="flex items-center gap-1.5 text-xs font-medium text-red-700 dark:text-red-300"
                role="status"
              >
                <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-600" />
                Listening for your property question...
              </p>
            )}
            <Composer
              isProcessing={isProcessing}
              isListening={isListening}
              voiceSupported={isSupported}
              onSubmit={(text) => void assistant.processUserInput(text)}
              onToggleMic={toggleMic}
              autoFocus
            />
          </div>
        </section>
      )}
      <LauncherButton
        isOpen={isOpen}
        isListening={isListening}
        isProcessing={isProcessing}
        hasError={Boolean(error)}
        onToggle={() => (isOpen ? close() : setIsOpen(true))}
      />
    </div>
  );
}

export default AssistantWidget;
