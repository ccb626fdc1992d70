import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyAssistantWidget } from './lazy-assistant-widget';

vi.mock('./components/assistant-widget', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

describe('LazyAssistantWidget', () => {
  it("loads after the page is idle and replaces a crashed widget with a red '!' button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LazyAssistantWidget />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const crashed = await screen.findByRole('button', {
      name: 'AI Assistant failed - click to retry',
    });
    expect(crashed).toHaveTextContent('!');
    expect(crashed.className).toContain('bg-red-600');
  });
});
