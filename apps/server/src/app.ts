import formBody from '@fastify/formbody';
import { ZListPropertiesQuerySchema } from '@nestwise/shared';
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
import type { AccountHooks, AppContext } from './core/app-context';
import { createMetricsRegistry } from './core/metrics';
import { createRedisClient } from './core/redis';
import type { Mailer, ObjectStore, SigningKeys } from './core/ports';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { withSafeErrorLogging } from './db/query-error-log';
import { systemClock, type Clock } from './lib/clock';
import { emptyListingHooks } from './core/listing-hooks';
import { registerContractAuth } from './lib/contract-auth';
import { registerContractChecks } from './lib/route-from-contract';
import { createAccountDataModule } from './modules/account-data';
import { createAgentRequestsModule } from './modules/agent-requests';
import { createAiToolsModule } from './modules/ai-tools';
import { createAssistantModule } from './modules/assistant';
import { createBillingModule, type PaymentProvider } from './modules/billing';
import { createContactModule } from './modules/contact';
import { createDashboardModule } from './modules/dashboard';
import { createHealthModule } from './modules/health';
import {
  createIdentityModule,
  createTokenSigner,
  loadSigningKeys,
  rewriteIdentitySdkUrl,
} from './modules/identity';
import { createMailer, createMailModule } from './modules/mail';
import { createMapModule } from './modules/map';
import { createMarketModule } from './modules/market';
import { createNotificationsModule } from './modules/notifications';
import { createPropertiesModule } from './modules/properties';
import { createSavedSearchesModule, type SavedSearches } from './modules/saved-searches';
import { createObjectStore, createStorageModule, isStorageBackend } from './modules/storage';
import { createUsersModule } from './modules/users';
import { demoMediaRoutes } from './seed/demo-media.routes';
import { createAuthenticator } from './plugins/authenticate';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStorableTextCheck } from './plugins/storable-text';
import { registerMetrics } from './plugins/metrics';
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

export type App = FastifyInstance & {
  context: AppContext;
  /** Saved searches' alert delivery and digest scheduler (tests tick it with a moved clock). */
  savedSearches: SavedSearches;
  /** Starts the valuation's first fit in its worker (main.ts, once the demo sales are seeded). */
  warmUpValuation: () => void;
};

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
  registerContractChecks(app);
  registerErrorHandler(app);
  registerStorableTextCheck(app);

  const clock = options.clock ?? systemClock;
  const keys =
    options.keys ??
    (await loadSigningKeys({ jwtPrivateKey: config.jwtPrivateKey, dataDir: config.dataDir }));
  const accountHooks: AccountHooks = { onCreated: [], onDeleting: [], onDeactivated: [] };
  // The one object store: a test's stand-in (for deletions) keeps uploads on a real backend.
  const storageBackend =
    options.objectStore && isStorageBackend(options.objectStore)
      ? options.objectStore
      : createObjectStore(config);
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
    listingHooks: emptyListingHooks(),
    objectStore: options.objectStore ?? storageBackend,
    redis: config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined,
    metrics: createMetricsRegistry(),
  };
  if (context.redis) {
    const redis = context.redis;
    app.addHook('onClose', async () => void redis.disconnect());
  }

  // Every module is built the same way: create…Module(context, ports). Ports are declared by the
  // module that needs them and adapted here from the providing module's public face.
  const identity = createIdentityModule(context, {
    emailEnumerationProtection: config.emailEnumerationProtection,
  });
  const auth = createAuthenticator({
    verifySession: (token) => identity.verifySession(token),
    findActor: (accountId) => users.findActor(accountId),
  });
  // Every route's sign-in and roles come from its contract, enforced by this one authenticator
  // before the handler (lib/contract-auth.ts); modules get only its optional read.
  registerContractAuth(app, auth);
  const users = createUsersModule(context, {
    favoritePropertyIds: (userId) => properties.queries.favoritePropertyIds(userId),
    accounts: identity,
  });
  createAccountDataModule(context);
  const billing = createBillingModule(
    context,
    {
      auth,
      listings: {
        countAgentListings: (db, agentId, rule) =>
          properties.queries.countAgentListings(db, agentId, rule),
      },
    },
    { provider: options.paymentProvider, planLimits: options.planLimits ?? true },
  );
  const properties = createPropertiesModule(context, {
    auth,
    listingQuota: billing.listingQuota,
    accounts: {
      accountIdByEmail: identity.accountIdByEmail,
      userExists: users.userExists,
      displayName: users.displayName,
    },
  });
  const notifications = createNotificationsModule(context, {
    accounts: { statusOf: users.accountStatus, inactiveAmong: users.inactiveAmong },
    onError: (error) => app.log.error({ err: error }, 'notification stream poll failed'),
  });
  const market = createMarketModule(context, { listings: properties.queries });
  const aiTools = createAiToolsModule(context, {
    auth,
    sales: market.sales,
    listings: market.listings,
    beforeRun: billing.aiToolUsageGate,
  });
  const agentRequests = createAgentRequestsModule(context, {
    publicListing: properties.queries.publicListing,
    listingTitles: properties.queries.listingTitles,
    listingSummaries: properties.queries.listingSummaries,
    accountsById: identity.accountsById,
  });
  const assistant = createAssistantModule(context, {
    auth,
    properties: properties.service,
    listings: properties.queries,
  });
  const storage = createStorageModule(context, {
    backend: storageBackend,
    findPropertyOwner: properties.queries.ownerOf,
  });
  const dashboard = createDashboardModule(context, {
    listings: properties.queries,
    accounts: users.figures,
    revenue: billing.figures,
  });
  // Saved searches meet the other modules only through these ports.
  const savedSearches = createSavedSearchesModule(context, {
    matchingSearches: (tx, listingId, filters) =>
      properties.service.matchingSearches(
        tx,
        listingId,
        filters.map((each) => ZListPropertiesQuerySchema.parse(each)),
      ),
    notifyEach: notifications.service.notifyEach,
    async recipient(userId) {
      const account = await users.findActor(userId);
      return account && account.status === 'Active' ? { email: account.email } : null;
    },
    sendMail: (mail) => context.mailer.send(mail),
    log: app.log,
  });
  context.listingHooks.onPublished.push(savedSearches.listeners.onPublished);
  context.listingHooks.onPriceDropped.push(savedSearches.listeners.onPriceDropped);
  context.listingHooks.afterCommit.push(savedSearches.listeners.afterCommit);
  savedSearches.scheduler.start();
  app.addHook('onClose', async () => {
    savedSearches.scheduler.stop();
    await savedSearches.delivery.idle();
  });

  await registerSecurity(app, config, context.redis);
  registerMetrics(app, context.metrics, database, config.metricsToken);
  await registerCompression(app);
  await app.register(formBody);
  await registerApiDocs(app);
  await app.register(createHealthModule(context).routes);
  await identity.routes(app);
  await app.register(users.routes);
  await app.register(aiTools.routes);
  await app.register(market.routes);
  await app.register(properties.routes);
  await app.register(agentRequests.routes);
  await app.register(assistant.routes);
  await app.register(demoMediaRoutes());
  await app.register(storage.routes);
  await app.register(createContactModule(context).routes);
  await app.register(createMapModule(context).routes);
  await app.register(notifications.routes);
  await app.register(savedSearches.routes);
  await app.register(billing.routes);
  await app.register(dashboard.routes);
  if (!config.isProduction) await app.register(createMailModule(context).routes);
  await registerWebApp(app, config.webDistDir);

  return Object.assign(app, {
    context,
    savedSearches,
    warmUpValuation: aiTools.service.warmUpValuation,
  }) as unknown as App;
}
