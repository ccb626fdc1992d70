import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AIResponseBox, countCharacters, countWords } from './ai-response-box';

class FakeUtterance {
  rate = 0;
  pitch = 0;
  volume = 0;
  lang = '';
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onpause: (() => void) | null = null;
  onresume: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: FakeUtterance[] = [];
const synth = {
  speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
  cancel: vi.fn(),
};

beforeEach(() => {
  spoken = [];
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('counts', () => {
  it('counts characters and words split on spaces', () => {
    expect(countCharacters('I found 12 houses.')).toBe(18);
    expect(countWords('I found 12 houses.')).toBe(4);
    expect(countWords('  two   words ')).toBe(2);
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
  });
});

describe('AIResponseBox', () => {
  it('shows the title, the text and the counts in the footer', () => {
    render(<AIResponseBox title="AI Response" content="I found 12 houses." maxHeight={150} />);
    expect(screen.getByRole('heading', { name: 'AI Response' })).toBeInTheDocument();
    expect(screen.getByText('I found 12 houses.')).toBeInTheDocument();
    expect(screen.getByText('18 characters · 4 words')).toBeInTheDocument();
    expect(screen.getByText('I found 12 houses.').parentElement).toHaveStyle({
      maxHeight: '150px',
    });
  });

  it('shows the empty state and disables the speaker for blank text', () => {
    render(<AIResponseBox content="  " />);
    expect(screen.getByText('No AI response yet')).toBeInTheDocument();
    expect(screen.getByText('AI response will appear here')).toBeInTheDocument();
    expect(screen.getByTitle('Click to speak response')).toBeDisabled();
  });

  it('shows the loading text', () => {
    render(<AIResponseBox content="" isLoading />);
    expect(screen.getByText('AI is generating response...')).toBeInTheDocument();
  });

  it('reads aloud at rate 0.9, pitch 1, volume 1, with the speaking state', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AIResponseBox content="Hello there" />);
    fireEvent.click(screen.getByTitle('Click to speak response'));
    const [utterance] = spoken;
    expect(utterance).toMatchObject({ text: 'Hello there', rate: 0.9, pitch: 1, volume: 1 });
    act(() => utterance!.onstart?.());
    expect(screen.getByTitle('Stop speaking')).toBeInTheDocument();
    expect(screen.getByText('Speaking...')).toBeInTheDocument();
    act(() => utterance!.onpause?.());
    expect(screen.queryByText('Speaking...')).not.toBeInTheDocument();
    act(() => utterance!.onresume?.());
    expect(screen.getByText('Speaking...')).toBeInTheDocument();
    act(() => utterance!.onend?.());
    expect(screen.getByTitle('Click to speak response')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('Click to speak response'));
    act(() => spoken[1]!.onstart?.());
    fireEvent.click(screen.getByTitle('Stop speaking'));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.queryByText('Speaking...')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTitle('Click to speak response'));
    act(() => spoken[2]!.onstart?.());
    act(() => spoken[2]!.onerror?.({ error: 'synthesis-failed' }));
    expect(screen.queryByText('Speaking...')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Speech synthesis error:', 'synthesis-failed');
  });
});
