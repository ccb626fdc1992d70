import { z } from 'zod';

/**
 * Requests of the identity service (contracts/identity.ts), in the identity provider's REST shape.
 */
export const ZEmailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** The roles a person may choose at sign-up; an admin is only ever made by another admin. */
export const SIGN_UP_ROLES = ['buyer', 'agent'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const ZSignUpRequestSchema = z.object({
  email: z.string(),
  password: z.string().optional(),
  displayName: z.string().trim().max(200).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /** Buyer unless an agent signs up as one (the default). */
  role: z.enum(SIGN_UP_ROLES, { error: 'Choose buyer or agent' }).optional(),
  returnSecureToken: z.boolean().optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequestSchema>;

export const ZSignInWithPasswordRequestSchema = z.object({
  email: z.string(),
  password: z.string().optional(),
  returnSecureToken: z.boolean().optional(),
});
export type TSignInWithPasswordRequest = z.infer<typeof ZSignInWithPasswordRequestSchema>;

export const ZIdTokenRequestSchema = z.object({ idToken: z.string().min(1) });
export type TIdTokenRequest = z.infer<typeof ZIdTokenRequestSchema>;

export const ZUpdateAccountRequestSchema = z.object({
  idToken: z.string().min(1),
  displayName: z.string().trim().max(200).optional(),
  photoUrl: z.string().trim().max(2000).optional(),
  password: z.string().optional(),
  returnSecureToken: z.boolean().optional(),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequestSchema>;

export const ZSendOobCodeRequestSchema = z.object({
  requestType: z.literal('PASSWORD_RESET'),
  email: z.string(),
});
export type TSendOobCodeRequest = z.infer<typeof ZSendOobCodeRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  oobCode: z.string().min(1),
  newPassword: z.string().optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZRefreshTokenRequestSchema = z.object({
  grant_type: z.string(),
  refresh_token: z.string().optional(),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequestSchema>;

export const ZRevokeTokenRequestSchema = z.object({
  token: z.string().min(1),
  tokenType: z.enum(['REFRESH_TOKEN', 'ACCESS_TOKEN']).optional(),
  idToken: z.string().optional(),
});
export type TRevokeTokenRequest = z.infer<typeof ZRevokeTokenRequestSchema>;

export const ZAuthTokensResponseSchema = z.object({
  kind: z.string(),
  localId: z.string(),
  email: z.string(),
  displayName: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.string(),
  registered: z.boolean().optional(),
});
export type TAuthTokensResponse = z.infer<typeof ZAuthTokensResponseSchema>;

export const ZIdentityUserSchema = z.object({
  localId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  photoUrl: z.string().optional(),
  phoneNumber: z.string().optional(),
  disabled: z.boolean(),
  passwordUpdatedAt: z.number(),
  validSince: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string(),
  lastRefreshAt: z.string(),
  providerUserInfo: z.array(
    z.object({ providerId: z.string(), federatedId: z.string(), email: z.string() }),
  ),
});
export type TIdentityUser = z.infer<typeof ZIdentityUserSchema>;

export const ZLookupResponseSchema = z.object({
  kind: z.string(),
  users: z.array(ZIdentityUserSchema),
});
export type TLookupResponse = z.infer<typeof ZLookupResponseSchema>;

export const ZIdentityErrorResponseSchema = z.object({
  error: z.object({
    code: z.number(),
    message: z.string(),
    errors: z.array(z.object({ message: z.string(), domain: z.string(), reason: z.string() })),
  }),
});

/** accounts:update: the account as it is now, and fresh tokens when the password or email changed. */
export const ZUpdateAccountResponseSchema = z.object({
  kind: z.string(),
  localId: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoUrl: z.string().optional(),
  providerUserInfo: ZIdentityUserSchema.shape.providerUserInfo,
  idToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresIn: z.string().optional(),
});
export type TUpdateAccountResponse = z.infer<typeof ZUpdateAccountResponseSchema>;

export const ZDeleteAccountResponseSchema = z.object({ kind: z.string() });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;

export const ZSendOobCodeResponseSchema = z.object({ kind: z.string(), email: z.string() });
export type TSendOobCodeResponse = z.infer<typeof ZSendOobCodeResponseSchema>;

export const ZResetPasswordResponseSchema = z.object({
  kind: z.string(),
  email: z.string(),
  requestType: z.string(),
});
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponseSchema>;

/** securetoken's refresh answer (snake_case, as the provider's SDK reads it). */
export const ZRefreshTokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.string(),
  token_type: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
  user_id: z.string(),
  project_id: z.string(),
});
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponseSchema>;

export const ZRevokeTokenResponseSchema = z.object({});

export const ZPasswordPolicyResponseSchema = z.object({
  customStrengthOptions: z.object({
    minPasswordLength: z.number(),
    containsLowercaseCharacter: z.boolean(),
    containsUppercaseCharacter: z.boolean(),
    containsNumericCharacter: z.boolean(),
    containsNonAlphanumericCharacter: z.boolean(),
  }),
  allowedNonAlphanumericCharacters: z.array(z.string()),
  enforcementState: z.string(),
  forceUpgradeOnSignin: z.boolean(),
  schemaVersion: z.number(),
});
export type TPasswordPolicyResponse = z.infer<typeof ZPasswordPolicyResponseSchema>;

export const ZRecaptchaConfigResponseSchema = z.object({
  recaptchaEnforcementState: z.array(
    z.object({ provider: z.string(), enforcementState: z.string() }),
  ),
});

/** The public signing keys (JWK set): any JWK member the key has is passed on. */
export const ZJwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string().optional(), kid: z.string().optional() })),
});
export type TJwksResponse = z.infer<typeof ZJwksResponseSchema>;
