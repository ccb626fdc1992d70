import { describe, expect, it } from 'vitest';
import {
  assistantReducer,
  followUpContext,
  initialAssistantState,
  type AssistantMessage,
} from './assistant-reducer';

const user = (content: string): AssistantMessage => ({
  id: content,
  type: 'user',
  content,
  timestamp: 0,
});
const reply = (content: string, metadata: AssistantMessage['metadata']): AssistantMessage => ({
  id: content,
  type: 'assistant',
  content,
  timestamp: 0,
  metadata,
});
const card = (id: string, price: number) => ({
  id,
  title: id,
  location: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  status: 'For Sale',
  price,
  formattedPrice: `$${price}`,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: null,
  propertyType: 'house',
  images: [],
  features: [],
  highlights: [],
});

describe('assistantReducer', () => {
  it('starts idle with no messages and the given support', () => {
    expect(initialAssistantState(false)).toEqual({
      isListening: false,
      isProcessing: false,
      transcripts: [],
      error: null,
      currentTranscript: '',
      isSupported: false,
    });
  });

  it('listens, shows interim text only while listening, and clears it on stop', () => {
    let state = assistantReducer(
      { ...initialAssistantState(true), error: 'old' },
      { type: 'listening-started' },
    );
    expect(state).toMatchObject({ isListening: true, error: null });
    state = assistantReducer(state, { type: 'interim', text: 'three bed' });
    expect(state.currentTranscript).toBe('three bed');
    state = assistantReducer(state, { type: 'listening-stopped' });
    expect(state).toMatchObject({ isListening: false, currentTranscript: '' });
    expect(assistantReducer(state, { type: 'interim', text: 'late' }).currentTranscript).toBe('');
  });

  it('a voice error stops listening and keeps the message', () => {
    const listening = assistantReducer(initialAssistantState(true), { type: 'listening-started' });
    const state = assistantReducer(listening, { type: 'error', error: 'denied' });
    expect(state).toMatchObject({ isListening: false, error: 'denied', currentTranscript: '' });
    // The end event that follows an error leaves the message in place.
    expect(assistantReducer(state, { type: 'listening-stopped' }).error).toBe('denied');
  });

  it('processes a question, then adds the answer', () => {
    let state = assistantReducer(
      { ...initialAssistantState(true), error: 'old' },
      { type: 'processing-started', message: user('hi') },
    );
    expect(state).toMatchObject({ isProcessing: true, error: null });
    expect(state.transcripts).toHaveLength(1);
    state = assistantReducer(state, { type: 'answered', message: reply('hello', {}) });
    expect(state.isProcessing).toBe(false);
    expect(state.transcripts.map((m) => m.content)).toEqual(['hi', 'hello']);
  });

  it('a failure adds the apology and sets the error', () => {
    let state = assistantReducer(initialAssistantState(true), {
      type: 'processing-started',
      message: user('hi'),
    });
    state = assistantReducer(state, {
      type: 'failed',
      message: reply('sorry', { error: true }),
      error: 'The AI service is unavailable',
    });
    expect(state).toMatchObject({ isProcessing: false, error: 'The AI service is unavailable' });
    expect(state.transcripts.at(-1)?.content).toBe('sorry');
    expect(assistantReducer(state, { type: 'error-dismissed' }).error).toBeNull();
  });

  it('clear empties the conversation and the error', () => {
    const state = assistantReducer(
      {
        ...initialAssistantState(true),
        isProcessing: true,
        error: 'x',
        transcripts: [user('a')],
      },
      { type: 'cleared' },
    );
    expect(state).toMatchObject({ transcripts: [], error: null, isProcessing: false });
  });
});

describe('followUpContext', () => {
  it('is empty before any answer', () => {
    expect(followUpContext([user('hi')])).toEqual({});
  });

  it("sends the last answer's filters and the ids and prices of the last cards", () => {
    const transcripts = [
      user('houses in austin'),
      reply('found 2', {
        filters: { city: 'Austin', propertyType: 'house' },
        propertyResults: [card('a', 400000), card('b', 350000)],
      }),
      user('with a pool'),
      reply('none', { filters: { city: 'Austin', propertyType: 'house', features: ['pool'] } }),
      reply('sorry', { error: true }),
    ];
    expect(followUpContext(transcripts)).toEqual({
      previousFilters: { city: 'Austin', propertyType: 'house', features: ['pool'] },
      recentSearchResults: [
        { id: 'a', price: 400000 },
        { id: 'b', price: 350000 },
      ],
    });
  });
});
