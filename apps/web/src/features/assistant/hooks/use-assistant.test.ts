import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICE_ERROR_MESSAGES, VOICE_UNSUPPORTED_MESSAGE } from '@/lib/speech/recognition';
import { withTestStore } from '@/test/test-store';
import type * as RequestModule from '../lib/assistant-request';
import { useAssistant } from './use-assistant';

const queryAssistant = vi.hoisted(() => vi.fn());
vi.mock('../lib/assistant-request', async (original) => ({
  ...(await original<typeof RequestModule>()),
  queryAssistant,
}));

type Handler = ((event: unknown) => void) | null;
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 1;
  onstart: Handler = null;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  start = vi.fn(() => this.onstart?.({}));
  stop = vi.fn(() => this.onend?.({}));
  abort = vi.fn(() => this.onend?.({}));
  constructor() {
    FakeRecognition.last = this;
  }
  say(text: string, isFinal: boolean) {
    this.onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript: text, confidence: 1 }], { isFinal })],
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  queryAssistant.mockResolvedValue({
    intent: 'greeting',
    confidence: 1,
    filters: {},
    entities: [],
    reply: 'Hello',
    properties: [],
    totalCount: 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryAssistant.mockReset();
  vi.restoreAllMocks();
});

describe('useAssistant voice', () => {
  it('listens in en-US with interim results and stops by itself after 10 s', () => {
    const { result } = renderHook(() => useAssistant(), { wrapper: withTestStore() });
    expect(result.current.isSupported).toBe(true);
    act(() => result.current.startListening());
    const recognition = FakeRecognition.last!;
    expect(recognition).toMatchObject({ lang: 'en-US', interimResults: true });
    expect(result.current.isListening).toBe(true);
    act(() => recognition.say('three bed', false));
    expect(result.current.currentTranscript).toBe('three bed');
    act(() => vi.advanceTimersByTime(9_999));
    expect(recognition.stop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(recognition.stop).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isListening: false, currentTranscript: '' });
  });

  it('asks the final transcript when recognition ends', async () => {
    const { result } = renderHook(() => useAssistant(), { wrapper: withTestStore() });
    act(() => result.current.startListening());
    const recognition = FakeRecognition.last!;
    act(() => recognition.say('hello there', true));
    await act(async () => recognition.stop());
    expect(queryAssistant).toHaveBeenCalledWith(
      expect.objectContaining({ transcript: 'hello there' }),
      expect.anything(),
    );
    expect(result.current.transcripts.map((m) => m.content)).toEqual(['hello there', 'Hello']);
  });

  it.each([
    ['not-allowed', VOICE_ERROR_MESSAGES.denied],
    ['no-speech', VOICE_ERROR_MESSAGES.noSpeech],
    ['network', VOICE_ERROR_MESSAGES.network],
    ['audio-capture', VOICE_ERROR_MESSAGES.generic],
  ])('maps the %s error to a clear message', (code, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useAssistant(), { wrapper: withTestStore() });
    act(() => result.current.startListening());
    act(() => {
      FakeRecognition.last!.onerror?.({ error: code });
      FakeRecognition.last!.onend?.({});
    });
    expect(result.current).toMatchObject({ isListening: false, error: message });
  });

  it('without support, reports the spec message', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const { result } = renderHook(() => useAssistant(), { wrapper: withTestStore() });
    expect(result.current.isSupported).toBe(false);
    act(() => result.current.startListening());
    expect(result.current.error).toBe(VOICE_UNSUPPORTED_MESSAGE);
  });

  it('ignores blank input', async () => {
    const { result } = renderHook(() => useAssistant(), { wrapper: withTestStore() });
    await act(() => result.current.processUserInput('   '));
    expect(queryAssistant).not.toHaveBeenCalled();
    expect(result.current.transcripts).toEqual([]);
  });
});
