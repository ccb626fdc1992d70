/** The slice of the Web Speech API's recognition that the assistant uses (not in TypeScript's DOM lib). */
export interface SpeechRecognitionAlternativeLike {
  readonly transcript: string;
  readonly confidence: number;
}

export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
}

export interface SpeechRecognitionEventLike extends Event {
  readonly resultIndex: number;
  readonly results: {
    readonly length: number;
    readonly [index: number]: SpeechRecognitionResultLike;
  };
}

export interface SpeechRecognitionErrorEventLike extends Event {
  readonly error: string;
  readonly message?: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: ((event: Event) => void) | null;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition constructor (standard or webkit-prefixed), or null without support. */
export function getSpeechRecognition(
  scope: object = typeof window === 'undefined' ? {} : window,
): SpeechRecognitionConstructor | null {
  const candidate = scope as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

/** The message shown (with the mic hidden) when the browser cannot recognise speech. */
export const VOICE_UNSUPPORTED_MESSAGE =
  'Voice input not supported in this browser. Please use Chrome, Edge, or Safari.';

/** The four voice errors as messages a user can act on. */
export const VOICE_ERROR_MESSAGES = {
  denied:
    'Microphone access denied. Please allow microphone access in your browser settings and try again.',
  noSpeech: 'No speech detected. Please try speaking again.',
  network: 'Network error during voice recognition. Please check your connection and try again.',
  generic: 'Voice recognition error. Please try again.',
} as const;

/** The message for a recognition error code, or null for an abort the app asked for. */
export function voiceErrorMessage(code: string): string | null {
  switch (code) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return VOICE_ERROR_MESSAGES.denied;
    case 'no-speech':
      return VOICE_ERROR_MESSAGES.noSpeech;
    case 'network':
      return VOICE_ERROR_MESSAGES.network;
    default:
      return VOICE_ERROR_MESSAGES.generic;
  }
}

/** The final and the interim text of a result event. */
export function readTranscript(event: SpeechRecognitionEventLike): {
  finalText: string;
  interimText: string;
} {
  let finalText = '';
  let interimText = '';
  for (let i = 0; i < event.results.length; i += 1) {
    const result = event.results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) finalText += text;
    else interimText += text;
  }
  return { finalText: finalText.trim(), interimText: interimText.trim() };
}
