import {
  ZAuthTokensResponseSchema,
  ZDeleteAccountResponseSchema,
  ZIdentityErrorResponseSchema,
  ZIdTokenRequestSchema,
  ZJwksResponseSchema,
  ZLookupResponseSchema,
  ZPasswordPolicyResponseSchema,
  ZRecaptchaConfigResponseSchema,
  ZRefreshTokenRequestSchema,
  ZRefreshTokenResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
  ZRevokeTokenRequestSchema,
  ZRevokeTokenResponseSchema,
  ZSendOobCodeRequestSchema,
  ZSendOobCodeResponseSchema,
  ZSignInWithPasswordRequestSchema,
  ZSignUpRequestSchema,
  ZUpdateAccountRequestSchema,
  ZUpdateAccountResponseSchema,
} from '../schemas/identity';
import { defineOperation } from './define-operation';

/**
 * The identity provider's REST shape under /identity (spec §7). The provider's JavaScript SDK in
 * emulator mode calls the same operations at its own paths (`/identitytoolkit.googleapis.com/…`,
 * `/securetoken.googleapis.com/v1/token`), which the server rewrites onto these. Errors keep the
 * provider's shape. Every operation takes the API key as `?key=`.
 */
const identityErrors = { '4xx': ZIdentityErrorResponseSchema } as const;
const tags = ['identity'] as const;

export const signUp = defineOperation({
  name: 'signUp',
  method: 'POST',
  path: '/identity/v1/accounts:signUp',
  summary: 'Create an account with email and password; answers its tokens',
  tags,
  auth: 'public',
  body: ZSignUpRequestSchema,
  responses: { 200: ZAuthTokensResponseSchema, ...identityErrors },
});

export const signInWithPassword = defineOperation({
  name: 'signInWithPassword',
  method: 'POST',
  path: '/identity/v1/accounts:signInWithPassword',
  summary: 'Sign in with email and password',
  tags,
  auth: 'public',
  body: ZSignInWithPasswordRequestSchema,
  responses: { 200: ZAuthTokensResponseSchema, ...identityErrors },
});

export const lookupAccount = defineOperation({
  name: 'lookupAccount',
  method: 'POST',
  path: '/identity/v1/accounts:lookup',
  summary: 'The account an ID token belongs to',
  tags,
  auth: 'public',
  body: ZIdTokenRequestSchema,
  responses: { 200: ZLookupResponseSchema, ...identityErrors },
});

export const updateAccount = defineOperation({
  name: 'updateAccount',
  method: 'POST',
  path: '/identity/v1/accounts:update',
  summary: "Change an account's email, password or profile",
  tags,
  auth: 'public',
  body: ZUpdateAccountRequestSchema,
  responses: { 200: ZUpdateAccountResponseSchema, ...identityErrors },
});

export const deleteAccount = defineOperation({
  name: 'deleteAccount',
  method: 'POST',
  path: '/identity/v1/accounts:delete',
  summary: 'Delete the account an ID token belongs to, with all its data',
  tags,
  auth: 'public',
  body: ZIdTokenRequestSchema,
  responses: { 200: ZDeleteAccountResponseSchema, ...identityErrors },
});

export const sendOobCode = defineOperation({
  name: 'sendOobCode',
  method: 'POST',
  path: '/identity/v1/accounts:sendOobCode',
  summary: 'Mail a password-reset link',
  tags,
  auth: 'public',
  body: ZSendOobCodeRequestSchema,
  responses: { 200: ZSendOobCodeResponseSchema, ...identityErrors },
});

export const resetPassword = defineOperation({
  name: 'resetPassword',
  method: 'POST',
  path: '/identity/v1/accounts:resetPassword',
  summary: 'Set a new password with the code from the reset mail',
  tags,
  auth: 'public',
  body: ZResetPasswordRequestSchema,
  responses: { 200: ZResetPasswordResponseSchema, ...identityErrors },
});

export const refreshToken = defineOperation({
  name: 'refreshToken',
  method: 'POST',
  path: '/identity/v1/token',
  summary: 'A new ID token for a refresh token',
  tags,
  auth: 'public',
  body: ZRefreshTokenRequestSchema,
  responses: { 200: ZRefreshTokenResponseSchema, ...identityErrors },
});

export const revokeToken = defineOperation({
  name: 'revokeToken',
  method: 'POST',
  path: '/identity/v2/accounts:revokeToken',
  summary: 'Revoke a refresh token (sign out)',
  tags,
  auth: 'public',
  body: ZRevokeTokenRequestSchema,
  responses: { 200: ZRevokeTokenResponseSchema, ...identityErrors },
});

export const getPasswordPolicy = defineOperation({
  name: 'getPasswordPolicy',
  method: 'GET',
  path: '/identity/v2/passwordPolicy',
  summary: "The password rules, as the provider's SDK validates them",
  tags,
  auth: 'public',
  responses: { 200: ZPasswordPolicyResponseSchema, ...identityErrors },
});

export const getRecaptchaConfig = defineOperation({
  name: 'getRecaptchaConfig',
  method: 'GET',
  path: '/identity/v2/recaptchaConfig',
  summary: 'reCAPTCHA enforcement (always off)',
  tags,
  auth: 'public',
  responses: { 200: ZRecaptchaConfigResponseSchema, ...identityErrors },
});

export const getSigningKeys = defineOperation({
  name: 'getSigningKeys',
  method: 'GET',
  path: '/identity/v1/jwks',
  summary: 'The public keys that verify ID tokens (JWK set)',
  tags,
  auth: 'public',
  responses: { 200: ZJwksResponseSchema, ...identityErrors },
});
