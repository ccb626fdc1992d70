import { API_ERROR_CODES } from '@nestwise/shared';

/** A refusal the caller can act on: a 4xx with a stable code and the spec's message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Which fields were refused and why (validation errors only). */
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }

  static badRequest(message: string, code: string = API_ERROR_CODES.validation) {
    return new ApiError(400, code, message);
  }
  static unauthenticated(message = 'User not authenticated') {
    return new ApiError(401, API_ERROR_CODES.unauthenticated, message);
  }
  static forbidden(message = 'You do not have permission to do this.') {
    return new ApiError(403, API_ERROR_CODES.forbidden, message);
  }
  static notFound(message: string) {
    return new ApiError(404, API_ERROR_CODES.notFound, message);
  }
  static conflict(message: string) {
    return new ApiError(409, API_ERROR_CODES.conflict, message);
  }
}
