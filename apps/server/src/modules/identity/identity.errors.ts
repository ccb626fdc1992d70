import type { IdentityErrorCode } from '@nestwise/shared';

/**
 * A refusal in the identity provider's REST shape: `{"error": {"code": 400, "message": CODE}}`.
 * A detail, when given, follows the code as "CODE : detail", as the provider does.
 */
export class IdentityError extends Error {
  override name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    readonly detail?: string,
    readonly statusCode = 400,
  ) {
    super(detail ? `${code} : ${detail}` : code);
  }

  toBody() {
    return {
      error: {
        code: this.statusCode,
        message: this.message,
        errors: [{ message: this.message, domain: 'global', reason: 'invalid' }],
      },
    };
  }
}
