import { RECOGNITION_LANGUAGE, VOICE_AUTO_STOP_MS } from '@nestwise/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  getAssistantPropertyContext,
  setAssistantPropertyContext,
  subscribeAssistantPropertyContext,
  type AssistantPropertyContext,
} from '@/lib/assistant-context';
import {
  VOICE_UNSUPPORTED_MESSAGE,
  getSpeechRecognition,
  readTranscript,
  voiceErrorMessage,
  type SpeechRecognitionLike,
} from '@/lib/speech/recognition';
import { useQueryAssistant } from '../api/query-assistant';
import { APOLOGY_MESSAGE, assistantErrorMessage } from '../lib/assistant-request';
import {
  assistantReducer,
  followUpContext,
  initialAssistantState,
  type AssistantMessage,
} from '../state/assistant-reducer';

let sequence = 0;
const messageId = () => `msg-${Date.now().toString(36)}-${(sequence += 1)}`;

const message = (
  type: AssistantMessage['type'],
  content: string,
  metadata?: AssistantMessage['metadata'],
): AssistantMessage => ({ id: messageId(), type, content, timestamp: Date.now(), metadata });

/**
 * The assistant (its state in state/assistant-reducer.ts): voice and typed questions, the call to
 * POST /api/assistant/query with follow-up context, and the conversation.
 */
export function useAssistant() {
  const [state, dispatch] = useReducer(assistantReducer, undefined, () =>
    initialAssistantState(getSpeechRecognition() !== null),
  );
  const [propertyContext, setPropertyContext] = useState(getAssistantPropertyContext);

  const stateRef = useRef(state);
  stateRef.current = state;
  const processingRef = useRef(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const autoStopRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finalTextRef = useRef('');
  const requestRef = useRef<{ abort(): void } | null>(null);
  const [ask] = useQueryAssistant();

  useEffect(() => subscribeAssistantPropertyContext(setPropertyContext), []);

  const processUserInput = useCallback(
    async (input: string) => {
      const transcript = input.trim();
      if (!transcript || processingRef.current) return;
      processingRef.current = true;
      const followUp = followUpContext(stateRef.current.transcripts);
      dispatch({ type: 'processing-started', message: message('user', transcript) });
      const context = getAssistantPropertyContext();
      const request = ask({
        transcript,
        ...(context ? { propertyContext: context } : {}),
        ...followUp,
      });
      requestRef.current = request;
      // Clearing the chat or leaving aborts the request and lets go of it.
      const dropped = () => requestRef.current !== request;
      try {
        const answer = await request.unwrap();
        if (dropped()) return;
        dispatch({
          type: 'answered',
          message: message('assistant', answer.reply, {
            intent: answer.intent,
            confidence: answer.confidence,
            filters: answer.filters,
            propertyCount: answer.totalCount,
            totalCount: answer.totalCount,
            propertyResults: answer.properties,
          }),
        });
      } catch (error) {
        if (dropped()) return;
        console.error('Assistant query failed', error);
        dispatch({
          type: 'failed',
          message: message('assistant', APOLOGY_MESSAGE, { error: true }),
          error: assistantErrorMessage(error),
        });
      } finally {
        if (!dropped()) {
          requestRef.current = null;
          processingRef.current = false;
        }
      }
    },
    [ask],
  );

  const processRef = useRef(processUserInput);
  processRef.current = processUserInput;

  const clearAutoStop = () => {
    if (autoStopRef.current) clearTimeout(autoStopRef.current);
    autoStopRef.current = null;
  };

  /** Stops listening; `discard` drops what was heard instead of asking it. */
  const stopListening = useCallback((options?: { discard?: boolean }) => {
    clearAutoStop();
    const recognition = recognitionRef.current;
    if (!recognition) return;
    if (options?.discard) {
      finalTextRef.current = '';
      recognitionRef.current = null;
      recognition.onstart = null;
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      recognition.abort();
      dispatch({ type: 'listening-stopped' });
    } else {
      recognition.stop();
    }
  }, []);

  const startListening = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      dispatch({ type: 'error', error: VOICE_UNSUPPORTED_MESSAGE });
      return;
    }
    if (recognitionRef.current || processingRef.current) return;
    const recognition = new Recognition();
    recognition.lang = RECOGNITION_LANGUAGE;
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    finalTextRef.current = '';
    recognition.onstart = () => dispatch({ type: 'listening-started' });
    recognition.onresult = (event) => {
      const { finalText, interimText } = readTranscript(event);
      if (finalText) finalTextRef.current = finalText;
      dispatch({ type: 'interim', text: [finalText, interimText].filter(Boolean).join(' ') });
    };
    recognition.onerror = (event) => {
      const error = voiceErrorMessage(event.error);
      if (!error) return;
      finalTextRef.current = '';
      console.warn('Speech recognition error:', event.error);
      dispatch({ type: 'error', error });
    };
    recognition.onend = () => {
      clearAutoStop();
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      dispatch({ type: 'listening-stopped' });
      const heard = finalTextRef.current;
      finalTextRef.current = '';
      if (heard) void processRef.current(heard);
    };
    recognitionRef.current = recognition;
    dispatch({ type: 'listening-started' });
    try {
      recognition.start();
    } catch (error) {
      recognitionRef.current = null;
      console.warn('Speech recognition could not start:', error);
      dispatch({ type: 'error', error: voiceErrorMessage('start-failed')! });
      return;
    }
    // Listening stops by itself after 10 s (VOICE_AUTO_STOP_MS).
    autoStopRef.current = setTimeout(() => {
      autoStopRef.current = null;
      recognition.stop();
    }, VOICE_AUTO_STOP_MS);
  }, []);

  const clearTranscripts = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    processingRef.current = false;
    dispatch({ type: 'cleared' });
  }, []);

  const dismissError = useCallback(() => dispatch({ type: 'error-dismissed' }), []);

  const cleanup = useCallback(() => {
    stopListening({ discard: true });
    requestRef.current?.abort();
    requestRef.current = null;
    processingRef.current = false;
  }, [stopListening]);

  const setCurrentPropertyContext = useCallback(
    (context: AssistantPropertyContext | null) => setAssistantPropertyContext(context),
    [],
  );

  useEffect(() => cleanup, [cleanup]);

  return {
    ...state,
    propertyContext,
    startListening,
    stopListening,
    clearTranscripts,
    processUserInput,
    cleanup,
    setCurrentPropertyContext,
    dismissError,
  };
}

export type Assistant = ReturnType<typeof useAssistant>;
