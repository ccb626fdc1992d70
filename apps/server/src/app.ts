import formBody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AccountHooks, AppContext } from './app-context';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { withSafeErrorLogging } from './db/query-error-log';
import { systemClock, type Clock } from './lib/clock';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { createBilling } from './modules/billing/billing.module';
import type { PaymentProvider } from './modules/billing/payment-provider';
import { registerAccountDataHooks } from './modules/account-data/account-data.hooks';
import { aiToolsRoutes } from './modules/ai-tools/ai-tools.routes';
import { agentRequestsRoutes } from './modules/agent-requests/agent-requests.routes';
import { createAgentRequestsService } from './modules/agent-requests/agent-requests.service';
import { createAiToolsService } from './modules/ai-tools/ai-tools.service';
import { healthRoutes } from './modules/health/health.routes';
import { loadSigningKeys, type SigningKeys } from './modules/identity/identity.keys';
import { rewriteIdentitySdkUrl } from './modules/identity/identity-sdk-paths';
import { identityRoutes } from './modules/identity/identity.routes';
import { createIdentityService } from './modules/identity/identity.service';
import { createTokenSigner } from './modules/identity/identity.tokens';
import { contactRoutes } from './modules/contact/contact.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { mailRoutes } from './modules/mail/mail.routes';
import { dbListingsSource } from './modules/market/market-listings-source';
import { dbSalesSource } from './modules/market/market-sales-source';
import { marketRoutes } from './modules/market/market.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { findPropertyOwner } from './modules/properties/properties.repo';
import { createObjectStore } from './modules/storage/create-object-store';
import type { ObjectStore } from './modules/storage/object-store';
import { storageRoutes } from './modules/storage/storage.routes';
import { registerPropertiesAccountHooks } from './modules/properties/properties.hooks';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { createPropertiesService } from './modules/properties/properties.service';
import { demoMediaRoutes } from './seed/demo-media.routes';
import { registerUsersAccountHooks } from './modules/users/users.hooks';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createAuthenticator } from './plugins/authenticate';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStorableTextCheck } from './plugins/storable-text';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { registerCompression } from './plugins/compression';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  keys?: SigningKeys;
  mailer?: Mailer;
  objectStore?: ObjectStore;
  /** Card payments; the embedded test provider when unset. */
  paymentProvider?: PaymentProvider;
  /** Plan limits on listings and AI tool runs (default on; other modules' tests turn them off). */
  planLimits?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the API reference's coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance & { context: AppContext };

/** Fastify's types leave out the hop count it accepts: the same as a function of the hop. */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Assembles the API server without listening (tests call this directly). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: withSafeErrorLogging(options.logger ?? false),
    // Only configured proxies may name the client (TRUST_PROXY); by default nobody is believed.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The identity SDK's emulator paths reach the /identity routes themselves (not copies).
    rewriteUrl: (request) => rewriteIdentitySdkUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerStorableTextCheck(app);

  const clock = options.clock ?? systemClock;
  const keys =
    options.keys ??
    (await loadSigningKeys({ jwtPrivateKey: config.jwtPrivateKey, dataDir: config.dataDir }));
  const accountHooks: AccountHooks = { onCreated: [], onDeleting: [], onDeactivated: [] };
  const context: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    keys,
    tokens: createTokenSigner(keys, clock),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db }),
    accountHooks,
    objectStore: options.objectStore ?? createObjectStore(config),
  };
  registerUsersAccountHooks(accountHooks);
  registerAccountDataHooks(accountHooks);
  registerPropertiesAccountHooks(accountHooks);

  const identity = createIdentityService(context, {
    emailEnumerationProtection: config.emailEnumerationProtection,
  });
  const auth = createAuthenticator(context.db, identity);
  const users = createUsersService(context);
  const billing = createBilling(context, auth, {
    provider: options.paymentProvider,
    planLimits: options.planLimits ?? true,
  });
  const properties = createPropertiesService(context, { listingQuota: billing.listingQuota });
  const notifications = createNotificationsService(context, {
    onError: (error) => app.log.error({ err: error }, 'notification stream poll failed'),
  });

  await registerSecurity(app, config);
  await registerCompression(app);
  await app.register(formBody);
  await registerApiDocs(app);
  await app.register(healthRoutes(context.db));
  await app.register(identityRoutes, {
    prefix: '/identity',
    service: identity,
    keys,
    apiKey: config.identityApiKey,
    signInPerMinute: config.rateLimit.signInPerMinute,
  });
  await app.register(usersRoutes(auth, users));
  await app.register(
    aiToolsRoutes(
      context,
      createAiToolsService({
        sales: dbSalesSource(context.db),
        listings: dbListingsSource(context.db),
        now: () => context.clock.now(),
      }),
      billing.aiToolUsageGate,
    ),
  );
  await app.register(marketRoutes(context, auth));
  await app.register(propertiesRoutes(auth, properties));
  await app.register(agentRequestsRoutes(auth, createAgentRequestsService(context)));
  await app.register(assistantRoutes(context, auth, properties));
  await app.register(demoMediaRoutes());
  await app.register(storageRoutes(context, auth, (id) => findPropertyOwner(context.db, id)));
  await app.register(contactRoutes(context.mailer));
  await app.register(notificationsRoutes(auth, notifications));
  await app.register(billing.routes);
  await app.register(dashboardRoutes(auth, createDashboardService(context)));
  if (!config.isProduction) await app.register(mailRoutes(context.db, auth));
  await registerWebApp(app, config.webDistDir);

  return Object.assign(app, { context }) as unknown as App;
}
