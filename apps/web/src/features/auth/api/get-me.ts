import { getMe as getMeRoute } from '@nestwise/shared/operation-routes/get-me';
import type { TUserDetails } from '@nestwise/shared';
import { requestPath } from '@/lib/http/api-client';
import type { SessionUser } from '@/stores/auth-slice';

/** GET /api/me: the signed-in user's userDetails. */
export function getMe(): Promise<TUserDetails> {
  // The one call the shell makes: by its path, so the shell loads no route helpers (decision 0350).
  return requestPath(getMeRoute.path);
}

export function toSessionUser(details: TUserDetails): SessionUser {
  return {
    id: details.id,
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    displayName: details.displayName,
    profilePicture: details.profilePicture,
    role: details.role,
    status: details.status,
  };
}
