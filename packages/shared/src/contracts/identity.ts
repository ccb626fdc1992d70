import {
  ZAuthTokensResponseSchema,
  ZDeleteAccountResponseSchema,
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
import { identity } from './operation-groups';

/**
 * The identity provider's REST shape under /identity. The provider's JavaScript SDK in
 * emulator mode calls the same operations at its own paths (`/identitytoolkit.googleapis.com/…`,
 * `/securetoken.googleapis.com/v1/token`), which the server rewrites onto these. Errors keep the
 * provider's shape. Every operation takes the API key as `?key=`.
 */
export const signUp = identity.post('/identity/v1/accounts:signUp', {
  name: 'signUp',
  summary: 'Create an account with email and password; answers its tokens',
  auth: 'public',
  body: ZSignUpRequestSchema,
  responses: { 200: ZAuthTokensResponseSchema },
});

export const signInWithPassword = identity.post('/identity/v1/accounts:signInWithPassword', {
  name: 'signInWithPassword',
  summary: 'Sign in with email and password',
  auth: 'public',
  body: ZSignInWithPasswordRequestSchema,
  responses: { 200: ZAuthTokensResponseSchema },
});

export const lookupAccount = identity.post('/identity/v1/accounts:lookup', {
  name: 'lookupAccount',
  summary: 'The account an ID token belongs to',
  auth: 'public',
  body: ZIdTokenRequestSchema,
  responses: { 200: ZLookupResponseSchema },
});

export const updateAccount = identity.post('/identity/v1/accounts:update', {
  name: 'updateAccount',
  summary: "Change an account's email, password or profile",
  auth: 'public',
  body: ZUpdateAccountRequestSchema,
  responses: { 200: ZUpdateAccountResponseSchema },
});

export const deleteAccount = identity.post('/identity/v1/accounts:delete', {
  name: 'deleteAccount',
  summary: 'Delete the account an ID token belongs to, with all its data',
  auth: 'public',
  body: ZIdTokenRequestSchema,
  responses: { 200: ZDeleteAccountResponseSchema },
});

export const sendOobCode = identity.post('/identity/v1/accounts:sendOobCode', {
  name: 'sendOobCode',
  summary: 'Mail a password-reset link',
  auth: 'public',
  body: ZSendOobCodeRequestSchema,
  responses: { 200: ZSendOobCodeResponseSchema },
});

export const resetPassword = identity.post('/identity/v1/accounts:resetPassword', {
  name: 'resetPassword',
  summary: 'Set a new password with the code from the reset mail',
  auth: 'public',
  body: ZResetPasswordRequestSchema,
  responses: { 200: ZResetPasswordResponseSchema },
});

export const refreshToken = identity.post('/identity/v1/token', {
  name: 'refreshToken',
  summary: 'A new ID token for a refresh token',
  auth: 'public',
  body: ZRefreshTokenRequestSchema,
  responses: { 200: ZRefreshTokenResponseSchema },
});

export const revokeToken = identity.post('/identity/v2/accounts:revokeToken', {
  name: 'revokeToken',
  summary: 'Revoke a refresh token (sign out)',
  auth: 'public',
  body: ZRevokeTokenRequestSchema,
  responses: { 200: ZRevokeTokenResponseSchema },
});

export const getPasswordPolicy = identity.get('/identity/v2/passwordPolicy', {
  name: 'getPasswordPolicy',
  summary: "The password rules, as the provider's SDK validates them",
  auth: 'public',
  responses: { 200: ZPasswordPolicyResponseSchema },
});

export const getRecaptchaConfig = identity.get('/identity/v2/recaptchaConfig', {
  name: 'getRecaptchaConfig',
  summary: 'reCAPTCHA enforcement (always off)',
  auth: 'public',
  responses: { 200: ZRecaptchaConfigResponseSchema },
});

export const getSigningKeys = identity.get('/identity/v1/jwks', {
  name: 'getSigningKeys',
  summary: 'The public keys that verify ID tokens (JWK set)',
  auth: 'public',
  responses: { 200: ZJwksResponseSchema },
});
