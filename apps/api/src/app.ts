import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { TEST_MODE_RAZORPAY_SECRET, type Env } from './config/env';
import type { Database } from './db/client';
import { createOffsetClock, systemClock, type Clock } from './lib/clock';
import type { AppDeps } from './app-deps';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { registerMailJob } from './jobs/mail';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { loggerOptions } from './lib/logging';
import {
  createRazorpayProvider,
  createTestPaymentProvider,
  type PaymentProvider,
} from './lib/payments';
import { createRateLimits } from './lib/rate-limits';
import { resolveJwtSecret } from './lib/secrets';
import { createTokenService } from './lib/security';
import { createStorage } from './lib/create-storage';
import type { Storage } from './lib/storage';
import { registerAdminAccountRoutes } from './modules/accounts/admin-routes';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { registerGoogleRoutes } from './modules/auth/google';
import { registerAuthRoutes } from './modules/auth/routes';
import { createAccessCache } from './modules/auth/access-cache';
import { createAuthService, type AuthenticatedAccount } from './modules/auth/service';
import { registerAvailabilityRoutes } from './modules/availability/routes';
import { createAvailabilityService } from './modules/availability/service';
import { createCartService } from './modules/bookings/cart-service';
import { createBookingJobs } from './modules/bookings/jobs';
import { createBookingQueries } from './modules/bookings/queries';
import {
  registerOwnerAdminBookingRoutes,
  registerUserBookingRoutes,
} from './modules/bookings/routes';
import { createBookingsService } from './modules/bookings/service';
import { registerReviewRoutes } from './modules/reviews/routes';
import { createReviewsService } from './modules/reviews/service';
import { registerTestControlRoutes } from './modules/test-controls/routes';
import { createLedger } from './modules/wallets/ledger';
import { registerWalletRoutes } from './modules/wallets/routes';
import { createWalletsService } from './modules/wallets/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { chatModule, createChatService } from './modules/chat/index';
import { createSearchDemandRecorder, dashboardsModule } from './modules/dashboards/index';
import { createCatalogService } from './modules/catalog/service';
import { registerConfigRoutes } from './modules/config/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { registerPropertyRoutes } from './modules/properties/routes';
import { createPropertiesService } from './modules/properties/service';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes';
import { createSubscriptionsService } from './modules/subscriptions/service';
import { registerAccessControl } from './plugins/access';
import { compiledSerializerCompiler } from './plugins/serializer';
import { registerErrorAnswers } from './plugins/error-answers';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerInputSafety } from './plugins/input-safety';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { createSocketRealtime, type Realtime } from './plugins/realtime';
import { registerStaticWeb } from './plugins/static-web';
import { registerCompression } from './plugins/compression';
import {
  createNotificationsService,
  notificationsModule,
  type NotificationsService,
} from './modules/notifications/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of the durable queue (tests drain it). */
    jobs: JobRunner;
    /** The notifications module's public API (tests raise and read notices through it). */
    notifications: NotificationsService;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  mailer?: Mailer;
  storage?: Storage;
  clock?: Clock;
  redis?: Redis;
  payments?: PaymentProvider;
  /** The live layer; by default Socket.IO on this server (through Redis when given). */
  realtime?: Realtime;
  /** Silences request logs (tests). */
  quiet?: boolean;
  /** Writes the log here instead of stdout (tests that read what was logged). */
  logStream?: NodeJS.WritableStream;
}

/** Razorpay when its keys are set; otherwise the built-in test mode (operating contract). */
const createPaymentProvider = (env: Env): PaymentProvider => {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider(
      env.RAZORPAY_KEY_ID,
      env.RAZORPAY_KEY_SECRET,
      env.RAZORPAY_WEBHOOK_SECRET ?? env.RAZORPAY_KEY_SECRET,
    );
  }
  const secret = env.RAZORPAY_KEY_SECRET ?? TEST_MODE_RAZORPAY_SECRET;
  return createTestPaymentProvider(secret, env.RAZORPAY_WEBHOOK_SECRET ?? secret);
};

const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/** Builds the whole API with its collaborators; server.ts and the tests both call this. */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { env, database } = options;
  const app = Fastify({
    logger: loggerOptions(options.quiet ? 'silent' : env.LOG_LEVEL, options.logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // A request is answered within REQUEST_TIMEOUT_MS (503 after it): the socket-level limit
    // stops a client trickling its request in, the handler-level one a request stuck inside.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    ...(env.REQUEST_TIMEOUT_MS > 0 && { handlerTimeout: env.REQUEST_TIMEOUT_MS }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  const storage = options.storage ?? (await createStorage(env));
  // Sockets of an S3 client; a storage handed in belongs to the caller.
  if (!options.storage) app.addHook('onClose', async () => storage.close?.());
  const mailer =
    options.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), app.log));
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  // The end-to-end server may move its clock (test controls); everything else uses the real one.
  const testClock = env.NESTLY_TEST_CONTROLS && !options.clock ? createOffsetClock() : null;
  const clock = options.clock ?? testClock ?? systemClock;
  const jobs = createJobRunner({
    db: database.db,
    clock,
    logger: app.log,
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  });
  registerMailJob(jobs, mailer);
  app.decorate('jobs', jobs);
  // Socket.IO on this server unless the caller hands in its own live layer (tests).
  const socketLayer = options.realtime
    ? null
    : createSocketRealtime({
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
        redis: options.redis,
        logger: app.log,
        clock,
      });
  const realtime = options.realtime ?? socketLayer!.realtime;
  const notifications = createNotificationsService({
    db: database.db,
    clock,
    jobs,
    mailer,
    logger: app.log,
    realtime,
    env,
  });
  app.decorate('notifications', notifications);
  const deps: AppDeps = {
    env,
    db: database.db,
    dbKind: database.kind,
    mailer,
    payments: options.payments ?? createPaymentProvider(env),
    notifications,
    realtime,
    storage,
    clock,
    tokens: createTokenService(jwtSecret),
    rateLimits: createRateLimits(options.redis),
    logger: app.log,
    jobs,
  };

  registerErrorHandler(app);
  // Before any route: every /api route registered from here on declares its error answers.
  registerErrorAnswers(app);
  registerInputSafety(app);
  registerSecurityHeaders(app, env);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout runs its script, frames and calls from its own hosts.
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The document viewer previews PDFs from blob: URLs it fetched with the bearer token.
        frameSrc: ["'self'", 'blob:', 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Sent by plugins/security-headers.ts, and only over HTTPS.
    strictTransportSecurity: false,
  });
  await registerCompression(app);
  await app.register(cookie, { secret: jwtSecret });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await registerOpenApi(app);

  // Several processes can only keep the access check's answers if Redis tells them of changes.
  const accessCache = createAccessCache<AuthenticatedAccount>({
    redis: options.redis,
    enabled: Boolean(options.redis) || env.API_WORKERS === 1,
    logger: app.log,
  });
  app.addHook('onClose', () => accessCache.close());
  const auth = createAuthService(deps, accessCache);
  const accounts = createAccountsService(deps);
  const catalog = createCatalogService(deps);
  const payments = createPaymentsService(deps);
  const subscriptions = createSubscriptionsService(deps, payments);
  const searchDemand = createSearchDemandRecorder(deps);
  const chat = createChatService(deps);
  const properties = createPropertiesService(deps, subscriptions, searchDemand.record);
  const ledger = createLedger();
  const wallets = createWalletsService(deps, payments, ledger);
  const bookings = createBookingsService(deps, payments, ledger);
  const cart = createCartService(deps, bookings.today);
  const bookingQueries = createBookingQueries(deps, bookings.today);
  const reviews = createReviewsService(deps);
  const availability = createAvailabilityService(deps);
  const bookingJobs = createBookingJobs(
    bookings,
    app.log,
    env.BOOKING_JOBS_INTERVAL_SECONDS,
    subscriptions.remindEndingPlans,
  );
  app.decorate('bookingJobs', bookingJobs);
  app.addHook('onReady', async () => {
    jobs.start();
    await bookingJobs.start();
  });
  app.addHook('onClose', async () => {
    await bookingJobs.stop();
    await jobs.stop();
  });
  registerAccessControl(app, auth);
  socketLayer?.attach(app.server, async (token) => {
    const { id, role, sessionId } = await auth.authenticateAccessToken(token);
    return { id, role, sessionId };
  });
  app.addHook('onClose', async () => {
    await socketLayer?.close();
  });

  registerHealthRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerAuthRoutes(app, deps, auth, { prefix: '/api/auth', role: null });
  registerAuthRoutes(app, deps, auth, { prefix: '/api/user', role: 'user' });
  registerAuthRoutes(app, deps, auth, { prefix: '/api/owner', role: 'owner' });
  registerAuthRoutes(app, deps, auth, { prefix: '/api/admin', role: 'admin' });
  registerGoogleRoutes(app, deps, auth);
  registerAccountRoutes(app, accounts, { prefix: '/api/user', role: 'user' });
  registerAccountRoutes(app, accounts, { prefix: '/api/owner', role: 'owner' });
  registerAccountRoutes(app, accounts, { prefix: '/api/admin', role: 'admin' });
  registerAdminAccountRoutes(app, accounts);
  registerCatalogRoutes(app, catalog);
  registerPaymentRoutes(app, deps, payments);
  registerSubscriptionRoutes(app, subscriptions);
  registerPropertyRoutes(app, properties, chat.replyTime);
  const bookingRouteDeps = { bookings, cart, queries: bookingQueries, payments };
  registerUserBookingRoutes(app, bookingRouteDeps);
  registerOwnerAdminBookingRoutes(app, bookingRouteDeps);
  registerWalletRoutes(app, wallets);
  registerReviewRoutes(app, reviews);
  registerAvailabilityRoutes(app, availability);
  await app.register(notificationsModule, { deps, notifications });
  await app.register(chatModule, { deps, chat });
  await app.register(dashboardsModule, {
    deps,
    searchDemand,
    countUnreadMessages: (ownerId: string) => chat.countUnread({ id: ownerId, role: 'owner' }),
  });
  if (testClock) registerTestControlRoutes(app, testClock, bookingJobs);

  await registerStaticWeb(app, { storage, webDistDir: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });
  return app;
};
