import type {
  TAssistantFilters,
  TAssistantIntent,
  TAssistantPropertyCard,
  TAssistantRecentResult,
} from './types';

/** An AI chat message. */
export interface AssistantMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  metadata?: {
    intent?: TAssistantIntent;
    confidence?: number;
    propertyCount?: number;
    totalCount?: number;
    filters?: TAssistantFilters;
    propertyResults?: TAssistantPropertyCard[];
    error?: boolean;
  };
}

/** The assistant's state (the actions live in useAssistant). */
export interface AssistantState {
  isListening: boolean;
  isProcessing: boolean;
  transcripts: AssistantMessage[];
  error: string | null;
  /** The interim speech text ('You're saying...'). */
  currentTranscript: string;
  isSupported: boolean;
}

export type AssistantAction =
  | { type: 'listening-started' }
  | { type: 'listening-stopped' }
  | { type: 'interim'; text: string }
  | { type: 'processing-started'; message: AssistantMessage }
  | { type: 'answered'; message: AssistantMessage }
  | { type: 'failed'; message: AssistantMessage; error: string }
  | { type: 'error'; error: string }
  | { type: 'error-dismissed' }
  | { type: 'cleared' };

export const initialAssistantState = (isSupported: boolean): AssistantState => ({
  isListening: false,
  isProcessing: false,
  transcripts: [],
  error: null,
  currentTranscript: '',
  isSupported,
});

export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case 'listening-started':
      return { ...state, isListening: true, error: null, currentTranscript: '' };
    case 'listening-stopped':
      return { ...state, isListening: false, currentTranscript: '' };
    case 'interim':
      return state.isListening ? { ...state, currentTranscript: action.text } : state;
    case 'processing-started':
      return {
        ...state,
        isProcessing: true,
        error: null,
        currentTranscript: '',
        transcripts: [...state.transcripts, action.message],
      };
    case 'answered':
      return { ...state, isProcessing: false, transcripts: [...state.transcripts, action.message] };
    case 'failed':
      return {
        ...state,
        isProcessing: false,
        error: action.error,
        transcripts: [...state.transcripts, action.message],
      };
    case 'error':
      return { ...state, isListening: false, currentTranscript: '', error: action.error };
    case 'error-dismissed':
      return { ...state, error: null };
    case 'cleared':
      return { ...state, transcripts: [], isProcessing: false, error: null, currentTranscript: '' };
  }
}

/**
 * What a follow-up needs (CONTRACT.md): the filters of the last answer, and the ids and prices of the
 * properties it last showed.
 */
export function followUpContext(transcripts: readonly AssistantMessage[]): {
  previousFilters?: TAssistantFilters;
  recentSearchResults?: TAssistantRecentResult[];
} {
  const answers = transcripts.filter(
    (message) => message.type === 'assistant' && !message.metadata?.error && message.metadata,
  );
  const last = answers.at(-1);
  const lastWithCards = answers.findLast(
    (message) => (message.metadata?.propertyResults?.length ?? 0) > 0,
  );
  return {
    ...(last?.metadata?.filters ? { previousFilters: last.metadata.filters } : {}),
    ...(lastWithCards
      ? {
          recentSearchResults: lastWithCards.metadata!.propertyResults!.map(({ id, price }) => ({
            id,
            price,
          })),
        }
      : {}),
  };
}
