import { useCallback, useState } from 'react';
import type { TContactMessageRequest } from '@nestwise/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/** POST /api/contact: the message is delivered to the support team. */
export function sendContactMessage(input: TContactMessageRequest): Promise<{ received: true }> {
  return apiRequest('/api/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  const [state, setState] = useState<{ sending: boolean; sent: boolean; error: string | null }>({
    sending: false,
    sent: false,
    error: null,
  });
  const send = useCallback(async (input: TContactMessageRequest) => {
    setState({ sending: true, sent: false, error: null });
    try {
      await sendContactMessage(input);
      setState({ sending: false, sent: true, error: null });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : 'Your message could not be sent. Please try again.';
      setState({ sending: false, sent: false, error: message });
    }
  }, []);
  return { ...state, send };
}
