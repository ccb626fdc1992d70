import {
  IDENTITY_CODE_TO_AUTH_CODE,
  IDENTITY_NETWORK_TIMEOUT_DESKTOP_MS,
  IDENTITY_NETWORK_TIMEOUT_MOBILE_MS,
  NETWORK_REQUEST_FAILED,
} from '@nestwise/shared';

/** A refusal of the identity service: its code (EMAIL_EXISTS…), the mapped auth/* code, any detail. */
export class IdentityRequestError extends Error {
  override name = 'IdentityRequestError';
  constructor(
    readonly identityCode: string,
    readonly authCode: string,
    readonly detail?: string,
  ) {
    super(detail ? `${identityCode} : ${detail}` : identityCode);
  }
}

export interface IdentitySession {
  localId: string;
  email: string;
  displayName: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

export interface TokenGrant {
  access_token: string;
  expires_in: string;
  refresh_token: string;
  id_token: string;
  user_id: string;
}

function networkTimeout(): number {
  const mobile = typeof navigator !== 'undefined' && /Mobi|Android/i.test(navigator.userAgent);
  return mobile ? IDENTITY_NETWORK_TIMEOUT_MOBILE_MS : IDENTITY_NETWORK_TIMEOUT_DESKTOP_MS;
}

/** Turns the provider's `{"error":{"message":"CODE : detail"}}` into an IdentityRequestError. */
export function identityErrorFrom(message: string): IdentityRequestError {
  const [code = 'UNKNOWN', ...rest] = message.split(' : ');
  const detail = rest.join(' : ') || undefined;
  return new IdentityRequestError(
    code,
    IDENTITY_CODE_TO_AUTH_CODE[code] ?? 'auth/internal-error',
    detail,
  );
}

/**
 * POSTs to the identity service (paths under /identity, from the identity contract); JSON, or
 * form-encoded for /v1/token.
 */
export async function identityRequest<T>(
  path: string,
  body: Record<string, unknown> | URLSearchParams,
): Promise<T> {
  const form = body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(`/identity${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? body.toString() : JSON.stringify(body),
      signal: AbortSignal.timeout(networkTimeout()),
    });
  } catch {
    throw new IdentityRequestError('NETWORK_REQUEST_FAILED', NETWORK_REQUEST_FAILED);
  }
  const data = (await response.json().catch(() => null)) as
    (T & { error?: { message?: string } }) | null;
  if (!response.ok || !data) {
    const message = data?.error?.message;
    if (!message) throw new IdentityRequestError('INTERNAL_ERROR', 'auth/internal-error');
    throw identityErrorFrom(message);
  }
  return data;
}
