import type { TContactMessageRequest } from '@nestwise/shared';
import type { OperationResponseBody, sendContactMessage } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

/** POST /api/contact: the message is delivered to the support team. */
const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<
      OperationResponseBody<typeof sendContactMessage>,
      TContactMessageRequest
    >({
      query: (body) =>
        call<typeof sendContactMessage>({ method: 'POST', path: '/api/contact' }, { body }),
    }),
  }),
});

/** The form's view of the send: under way, done, or what to tell the visitor. */
export function useSendContactMessage() {
  const [send, result] = sendContactMessageApi.useSendContactMessageMutation();
  const { error } = result;
  // The server's own message for a refusal of what was typed; otherwise a plain retry note.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return {
    sending: result.isLoading,
    sent: result.isSuccess,
    error: !result.isError
      ? null
      : refused
        ? error.message
        : 'Your message could not be sent. Please try again.',
    send,
  };
}
