import { AUTH_MESSAGES } from '@nestwise/shared';

/** The spec's words for a sign-out the server did not confirm (loaded only when one fails). */
export const LOGOUT_FAILED = AUTH_MESSAGES.logoutFailed;
