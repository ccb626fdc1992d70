import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (props: Partial<Parameters<typeof Composer>[0]> = {}) => {
  const onSubmit = vi.fn();
  const utils = render(
    <Composer
      isProcessing={false}
      isListening={false}
      voiceSupported
      onSubmit={onSubmit}
      onToggleMic={() => {}}
      {...props}
    />,
  );
  return {
    onSubmit,
    input: screen.getByPlaceholderText('Type or use mic to ask about properties...'),
    ...utils,
  };
};

describe('Composer', () => {
  it('shows the send button only for non-blank text', () => {
    const { input } = setup();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'hi' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('sends the trimmed text, clears the input and refocuses it after 100 ms', () => {
    const { input, onSubmit } = setup();
    fireEvent.change(input, { target: { value: '  3 bed houses  ' } });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).toHaveBeenCalledWith('3 bed houses');
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(99));
    expect(input).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveFocus();
  });

  it('disables the input and the mic while processing', () => {
    const { input } = setup({ isProcessing: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ask by voice' })).toBeDisabled();
  });

  it('hides the mic without speech recognition', () => {
    setup({ voiceSupported: false });
    expect(screen.queryByRole('button', { name: 'Ask by voice' })).not.toBeInTheDocument();
  });
});
