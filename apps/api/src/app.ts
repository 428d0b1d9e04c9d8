import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { installHumanMessages } from '@nestly/shared';
import { TEST_MODE_RAZORPAY_SECRET, type Env } from './config/env';
import type { Database } from './db/client';
import { createOffsetClock, setBusinessTimeZone, systemClock, type Clock } from './lib/clock';
import type { AppDeps } from './app-deps';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { registerMailJob } from './jobs/mail';
import { readJobQueueStats } from './jobs/inspect';
import { createMetrics } from './lib/metrics';
import { registerMetrics } from './plugins/metrics';
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
import { loadModules } from './module-loader';
import { mountModules } from './module-kit';
import type { AuthService } from './modules/auth/service';
import { registerAccessControl } from './plugins/access';
import { compiledSerializerCompiler } from './plugins/serializer';
import { registerErrorAnswers } from './plugins/error-answers';
import { answerClientError } from './plugins/client-errors';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerInputSafety } from './plugins/input-safety';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { registerOpenApi } from './plugins/openapi';
import { createSocketRealtime, type Realtime } from './plugins/realtime';
import { registerStaticWeb } from './plugins/static-web';
import { inlineScriptHashes } from './lib/inline-scripts';
import { registerCompression } from './plugins/compression';
import type { NotificationsService } from './modules/notifications/index';

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
  // Validation refusals in the answers' field details are sentences for people (issue 29).
  installHumanMessages();
  const app = Fastify({
    logger: loggerOptions(options.quiet ? 'silent' : env.LOG_LEVEL, options.logStream),
    trustProxy: env.TRUST_PROXY,
    // The caller's x-request-id when sane, else a UUID; logged as `requestId` on every line.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A request is answered within REQUEST_TIMEOUT_MS (503 after it): the socket-level limit
    // stops a client trickling its request in, the handler-level one a request stuck inside.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    ...(env.REQUEST_TIMEOUT_MS > 0 && { handlerTimeout: env.REQUEST_TIMEOUT_MS }),
  });
  registerRequestId(app);
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
  // Never in production unless it is a demo (config/production.ts refuses it before this).
  const testControlsAllowed = env.NODE_ENV !== 'production' || env.NESTLY_DEMO;
  const testClock =
    env.NESTLY_TEST_CONTROLS && testControlsAllowed && !options.clock ? createOffsetClock() : null;
  const clock = options.clock ?? testClock ?? systemClock;
  // Days turn at the marketplace's midnight (BUSINESS_TIME_ZONE), not the server's or UTC's.
  setBusinessTimeZone(env.BUSINESS_TIME_ZONE);
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
        redisKeyPrefix: env.REDIS_KEY_PREFIX,
        logger: app.log,
        clock,
      });
  const realtime = options.realtime ?? socketLayer!.realtime;
  const metrics = createMetrics();
  const deps: AppDeps = {
    env,
    db: database.db,
    dbKind: database.kind,
    mailer,
    payments: options.payments ?? createPaymentProvider(env),
    realtime,
    storage,
    clock,
    ...(testClock && { testClock }),
    ...(options.redis && { redis: options.redis }),
    tokens: createTokenService(jwtSecret),
    rateLimits: createRateLimits(options.redis, env.REDIS_KEY_PREFIX),
    logger: app.log,
    jobs,
    metrics,
  };

  registerErrorHandler(app);
  registerMetrics(app, metrics, env.METRICS_TOKEN);
  // Read at scrape time; Node's process metrics only where someone scrapes (METRICS_TOKEN).
  if (env.METRICS_TOKEN) {
    metrics.watch({
      poolStats: database.poolStats,
      jobQueueStats: () => readJobQueueStats(database.db, clock.now()),
      socketConnections: () => socketLayer?.connectionCount() ?? 0,
    });
  }
  // Before any route: every /api route registered from here on declares its error answers.
  registerErrorAnswers(app);
  registerInputSafety(app);
  registerSecurityHeaders(app, env);
  const webDistDir = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout runs its script, frames and calls from its own hosts.
        // The web app's index.html runs one inline script, allowed by its hash alone.
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes(path.join(webDistDir, 'index.html')),
          'https://checkout.razorpay.com',
        ],
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

  // Before any module: every /api route registered from here on is guarded by its declared
  // access. The auth module, mounted below, answers the check.
  const mounted: { auth?: AuthService } = {};
  const authenticateAccessToken = (token: string) => {
    if (!mounted.auth) throw new Error('The auth module is not mounted yet');
    return mounted.auth.authenticateAccessToken(token);
  };
  registerAccessControl(app, { authenticateAccessToken });

  // Every folder of src/modules mounts itself (decision 022); nothing here names a domain route.
  const modules = await mountModules(app, deps, await loadModules());
  mounted.auth = modules.use('auth');
  app.decorate('notifications', modules.use('notifications'));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  socketLayer?.attach(app.server, async (token) => {
    const { id, role, sessionId } = await authenticateAccessToken(token);
    return { id, role, sessionId };
  });
  app.addHook('onClose', async () => {
    await socketLayer?.close();
  });

  await registerStaticWeb(app, { storage, webDistDir });
  return app;
};
