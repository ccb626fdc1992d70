import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { setAssistantPropertyContext } from '@/lib/assistant-context';
import { withTestStore } from '@/test/test-store';
import type * as RequestModule from '../lib/assistant-request';
import { AssistantWidget } from './assistant-widget';

const queryAssistant = vi.hoisted(() => vi.fn());
vi.mock('../lib/assistant-request', async (original) => ({
  ...(await original<typeof RequestModule>()),
  queryAssistant,
}));

const LAUNCHER = 'AI Assistant - Click to open/close chat interface';

const open = () => {
  render(
    <MemoryRouter>
      <AssistantWidget />
    </MemoryRouter>,
    { wrapper: withTestStore() },
  );
  fireEvent.click(screen.getByRole('button', { name: LAUNCHER }));
};

afterEach(() => {
  queryAssistant.mockReset();
  vi.restoreAllMocks();
  setAssistantPropertyContext(null);
});

describe('AssistantWidget', () => {
  it('an AI service failure leaves an apology in the chat, the banner and the red dot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    queryAssistant.mockRejectedValue(new ApiError(503, 'internal', 'down'));
    open();
    fireEvent.click(screen.getByRole('button', { name: /3-bedroom houses under \$500K/ }));
    expect(await screen.findByText(/I'm sorry, I couldn't process your request/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The AI service is unavailable right now. Please try again later.',
    );
    const launcher = screen.getByRole('button', { name: LAUNCHER });
    expect(launcher.querySelector('[data-indicator="error"]')).not.toBeNull();
  });

  it('shows AI thinking... while processing and disables the input', async () => {
    let answer!: (value: unknown) => void;
    queryAssistant.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    open();
    const input = screen.getByPlaceholderText('Type or use mic to ask about properties...');
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('AI thinking...')).toBeVisible();
    expect(screen.getByText('AI is generating response...')).toBeVisible();
    expect(input).toBeDisabled();
    answer({
      intent: 'greeting',
      confidence: 1,
      filters: {},
      entities: [],
      reply: 'Hi! Ask me about homes.',
      properties: [],
      totalCount: 0,
    });
    expect(await screen.findByText('Hi! Ask me about homes.')).toBeVisible();
    expect(screen.queryByText('AI thinking...')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
  });

  it('sends the property context set by another feature', async () => {
    queryAssistant.mockResolvedValue({
      intent: 'price_inquiry',
      confidence: 1,
      filters: {},
      entities: [],
      reply: 'It is $1.',
      properties: [],
      totalCount: 0,
    });
    open();
    setAssistantPropertyContext({ id: 'p-9', title: 'Lake House' });
    expect(await screen.findByText('Lake House')).toBeVisible();
    const input = screen.getByPlaceholderText('Type or use mic to ask about properties...');
    fireEvent.change(input, { target: { value: 'how much is it' } });
    fireEvent.submit(input.closest('form')!);
    await screen.findByText('It is $1.');
    expect(queryAssistant).toHaveBeenCalledWith(
      expect.objectContaining({
        transcript: 'how much is it',
        propertyContext: { id: 'p-9', title: 'Lake House' },
      }),
      expect.anything(),
    );
  });
});
