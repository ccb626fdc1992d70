import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type AssistantWidget from './components/assistant-widget';
import { LazyAssistantWidget } from './lazy-assistant-widget';

const LAUNCHER = 'AI Assistant - Click to open/close chat interface';

/** A stand-in for the widget's chunk, counting how often it is fetched. */
function fakeChunk(widget: typeof AssistantWidget) {
  return vi.fn(() => Promise.resolve({ default: widget }));
}

describe('LazyAssistantWidget', () => {
  it('draws only the button until it is used, then opens the loaded widget', async () => {
    const load = fakeChunk(({ initiallyOpen }) => (
      <section role="dialog" aria-label="AI Assistant" data-open={String(initiallyOpen)} />
    ));
    render(<LazyAssistantWidget load={load} />);
    const launcher = screen.getByRole('button', { name: LAUNCHER });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('starts fetching the widget when the pointer reaches the button', async () => {
    const load = fakeChunk(() => <span />);
    render(<LazyAssistantWidget load={load} />);
    await userEvent.hover(screen.getByRole('button', { name: LAUNCHER }));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("replaces a crashed widget with a red '!' button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = fakeChunk(() => {
      throw new Error('boom');
    });
    render(<LazyAssistantWidget load={load} />);
    await userEvent.click(screen.getByRole('button', { name: LAUNCHER }));
    const crashed = await screen.findByRole('button', {
      name: 'AI Assistant failed - click to retry',
    });
    expect(crashed).toHaveTextContent('!');
    expect(crashed.className).toContain('bg-red-600');
  });
});
