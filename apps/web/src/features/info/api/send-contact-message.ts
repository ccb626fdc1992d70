import type { TContactMessageRequest } from '@nestwise/shared';
import { sendContactMessage } from '@nestwise/shared/operation-routes/send-contact-message';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/http/api-client';
import { contractMutation } from '@/lib/contract-endpoints';

/** POST /api/contact: the message is delivered to the support team. */
const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: contractMutation(build, sendContactMessage, {
      request: (body: TContactMessageRequest) => ({ body }),
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
