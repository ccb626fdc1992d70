import { ID_TOKEN_TTL_SECONDS, type TIdentityUser } from '@nestwise/shared';
import type { IdentityAccount } from './identity.repo';
import type { Session } from './identity.sessions';

const millis = (date: Date | null | undefined) => String(date?.getTime() ?? 0);

/** An account as the identity provider's accounts:lookup lists it. */
export function presentIdentityUser(account: IdentityAccount): TIdentityUser {
  return {
    localId: account.id,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName ?? '',
    ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
    disabled: account.disabled,
    passwordUpdatedAt: account.passwordUpdatedAt.getTime(),
    validSince: String(Math.floor(account.validSince.getTime() / 1000)),
    createdAt: millis(account.createdAt),
    lastLoginAt: millis(account.lastLoginAt),
    lastRefreshAt: (
      account.lastRefreshAt ??
      account.lastLoginAt ??
      account.createdAt
    ).toISOString(),
    providerUserInfo: [
      { providerId: 'password', federatedId: account.email, email: account.email },
    ],
  };
}

export function presentSession(kind: string, session: Session, extra: object = {}) {
  return {
    kind: `identitytoolkit#${kind}`,
    localId: session.account.id,
    email: session.account.email,
    displayName: session.account.displayName ?? '',
    idToken: session.idToken,
    refreshToken: session.refreshToken,
    expiresIn: String(ID_TOKEN_TTL_SECONDS),
    ...extra,
  };
}

/** The secure-token endpoint's answer (snake_case, as the provider's). */
export function presentTokenGrant(session: Session) {
  return {
    access_token: session.idToken,
    expires_in: String(ID_TOKEN_TTL_SECONDS),
    token_type: 'Bearer',
    refresh_token: session.refreshToken,
    id_token: session.idToken,
    user_id: session.account.id,
    project_id: 'nestwise',
  };
}
