import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/outage';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  deleteAccount,
  getPasswordPolicy,
  getRecaptchaConfig,
  getSigningKeys,
  lookupAccount,
  refreshToken,
  resetPassword,
  revokeToken,
  sendOobCode,
  signInWithPassword,
  signUp,
  updateAccount,
  type OperationContract,
} from '@nestwise/shared/contracts';
import {
  PASSWORD_MIN_LENGTH,
  ZIdTokenRequestSchema,
  ZRefreshTokenRequestSchema,
  ZResetPasswordRequestSchema,
  ZRevokeTokenRequestSchema,
  ZSendOobCodeRequestSchema,
  ZSignInWithPasswordRequestSchema,
  ZSignUpRequestSchema,
  ZUpdateAccountRequestSchema,
} from '@nestwise/shared';
import { fromContract, type FromContractOptions } from '../../lib/route-from-contract';
import { IdentityError } from './identity.errors';
import { presentIdentityUser, presentSession, presentTokenGrant } from './identity.presenter';
import type { IdentityService } from './identity.service';
import type { SigningKeys } from './identity.keys';

/** Bodies are checked here rather than by the route schema, so failures keep the provider's shape. */
function parse<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IdentityError(
      'INVALID_ARGUMENT',
      `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/**
 * Printable ASCII other than letters and digits, space included (the password rule in
 * packages/shared counts it as special).
 */
const ASCII_SPECIALS = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).filter((char) => !/[A-Za-z0-9]/.test(char));

export interface IdentityRouteOptions {
  service: IdentityService;
  keys: SigningKeys;
  apiKey: string;
  signInPerMinute: number;
}

/** A route under /identity whose handler parses the body (the provider's error shape). */
function identityRoute<const C extends OperationContract>(
  contract: C,
  options: FromContractOptions = {},
) {
  return fromContract(contract, { ...options, prefix: '/identity', bodyParsedInHandler: true });
}

/**
 * The identity provider's REST paths, under /identity (the identity contract in packages/shared).
 */
export async function identityRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  const limited = { rateLimit: { max: options.signInPerMinute, timeWindow: '1 minute' } };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof IdentityError) return reply.status(error.statusCode).send(error.toBody());
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', undefined, 429).toBody());
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(400).send(new IdentityError('INVALID_ARGUMENT', error.message).toBody());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 503, message: 'UNAVAILABLE', errors: [] } });
    }
    request.log.error({ err: error }, 'identity request failed');
    return reply.status(500).send({ error: { code: 500, message: 'INTERNAL_ERROR', errors: [] } });
  });

  // Sign-up, sign-in, refresh and update answer tokens, lookup the account: no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'POST') reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    const key = (request.query as Record<string, unknown> | undefined)?.key;
    if (key !== undefined && key !== options.apiKey) {
      throw new IdentityError('INVALID_API_KEY', 'API key not valid. Please pass a valid API key.');
    }
  });

  app.post(...identityRoute(signUp, { config: limited }), async (request) => {
    const session = await service.signUp(parse(ZSignUpRequestSchema, request.body));
    return presentSession('SignupNewUserResponse', session);
  });

  app.post(...identityRoute(signInWithPassword, { config: limited }), async (request) => {
    const input = parse(ZSignInWithPasswordRequestSchema, request.body);
    const session = await service.signInWithPassword(input, request.ip);
    return presentSession('VerifyPasswordResponse', session, { registered: true });
  });

  app.post(...identityRoute(lookupAccount), async (request) => {
    const { idToken } = parse(ZIdTokenRequestSchema, request.body);
    const account = await service.lookup(idToken);
    return {
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [presentIdentityUser(account)],
    };
  });

  app.post(...identityRoute(updateAccount), async (request) => {
    const { account, session } = await service.update(
      parse(ZUpdateAccountRequestSchema, request.body),
    );
    const user = presentIdentityUser(account);
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: user.localId,
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      providerUserInfo: user.providerUserInfo,
      ...(session ? presentSession('SetAccountInfoResponse', session) : {}),
    };
  });

  app.post(...identityRoute(deleteAccount), async (request) => {
    const { idToken } = parse(ZIdTokenRequestSchema, request.body);
    await service.deleteAccount(idToken);
    return { kind: 'identitytoolkit#DeleteAccountResponse' };
  });

  app.post(...identityRoute(sendOobCode, { config: limited }), async (request) => {
    const input = parse(ZSendOobCodeRequestSchema, request.body);
    const email = await service.sendPasswordReset(input.email);
    return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email };
  });

  app.post(...identityRoute(resetPassword, { config: limited }), async (request) => {
    const email = await service.resetPassword(parse(ZResetPasswordRequestSchema, request.body));
    return { kind: 'identitytoolkit#ResetPasswordResponse', email, requestType: 'PASSWORD_RESET' };
  });

  app.post(...identityRoute(refreshToken, { config: limited }), async (request) => {
    const input = parse(ZRefreshTokenRequestSchema, request.body);
    if (input.grant_type !== 'refresh_token') throw new IdentityError('INVALID_GRANT_TYPE');
    if (!input.refresh_token) throw new IdentityError('MISSING_REFRESH_TOKEN');
    return presentTokenGrant(await service.refresh(input.refresh_token));
  });

  app.post(...identityRoute(revokeToken), async (request) => {
    const input = parse(ZRevokeTokenRequestSchema, request.body);
    await service.revokeRefreshToken(input.token);
    return {};
  });

  app.get(...identityRoute(getPasswordPolicy), async () => ({
    customStrengthOptions: {
      minPasswordLength: PASSWORD_MIN_LENGTH,
      containsLowercaseCharacter: true,
      containsUppercaseCharacter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    },
    // The SDK's validatePassword counts only these as special; without the list, none.
    allowedNonAlphanumericCharacters: ASCII_SPECIALS,
    enforcementState: 'ENFORCE',
    forceUpgradeOnSignin: false,
    schemaVersion: 1,
  }));

  app.get(...identityRoute(getRecaptchaConfig), async () => ({
    recaptchaEnforcementState: [
      { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
      { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
    ],
  }));

  /** Public keys, so another service can verify ID tokens without calling this one. */
  app.get(...identityRoute(getSigningKeys), async () => ({ keys: [options.keys.publicJwk] }));
}
