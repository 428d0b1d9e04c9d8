import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@nestly/shared';
import { parseKeyRing } from '../lib/field-encryption';

/** An IANA zone name the runtime knows ("Asia/Kolkata"); offsets and abbreviations are refused. */
const isIanaTimeZone = (value: string) => {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(value) || !value.includes('/')) {
    return value === 'UTC';
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The fixed test-mode secret, used only when Razorpay is not configured (README, Payments). */
export const TEST_MODE_RAZORPAY_SECRET = 'nestly_test_secret';

/** The admin password the README prints: fine for a laptop, refused in production. */
export const DOCUMENTED_ADMIN_PASSWORD = 'Monsoon-Lantern-42';

/** Every environment variable the API reads, with its default. README lists the same. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the product, used in e-mails and OAuth redirects. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must be a redis:// URL' })
    .optional(),
  /**
   * Put before every Redis key and channel this API uses (rate limits, the access cache's channel,
   * the Socket.IO adapter's channels), so a staging and a production sharing one Redis never mix.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, {
      message: 'must be 1-64 letters, digits or : _ . - (e.g. nestly:staging:)',
    })
    .default('nestly:'),
  /**
   * Where uploads live: unset = DATA_DIR/uploads; `s3://bucket[/prefix]` = S3-compatible object
   * storage that several API machines share (the S3_* and AWS_* variables below).
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9._-]{1,61}[a-z0-9](\/.*)?$/, {
      message: 'must be s3://bucket or s3://bucket/prefix (a lowercase S3 bucket name)',
    })
    .optional(),
  /** An S3-compatible service instead of AWS S3 itself (MinIO, Cloudflare R2, Ceph…). */
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http(s) URL such as http://127.0.0.1:9000 (unset = AWS S3)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .min(1, { message: 'must name a region, e.g. us-east-1' })
    .default('us-east-1'),
  /** Bucket in the path, not the host name: what most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  /** S3 credentials; unset = the AWS SDK's own chain (an instance role, ~/.aws…). */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  /** Signs access tokens; when unset a random one is generated once and kept in DATA_DIR. */
  JWT_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value) >= 32, { message: 'must be at least 32 bytes' })
    .optional(),
  /** Mark cookies Secure (HTTPS only): by default on with NODE_ENV=production, off otherwise. */
  COOKIE_SECURE: booleanFromString.optional(),
  /** Trust X-Forwarded-For from a reverse proxy (for client addresses in rate limits). */
  TRUST_PROXY: booleanFromString.default(false),
  ADMIN_EMAIL: z.email().default('admin@nestly.local'),
  ADMIN_PASSWORD: z.string().min(8).default(DOCUMENTED_ADMIN_PASSWORD),
  ADMIN_NAME: z.string().default('Nestly Admin'),
  /** Demo data on start: by default yes, except with NODE_ENV=production (see loadEnv). */
  SEED_DEMO: booleanFromString.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Nestly <no-reply@nestly.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  /** Checks webhook signatures; defaults to the key secret (the test secret in test mode). */
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Says that test-mode payments (no Razorpay keys) are meant. Production refuses to start in test
   * mode without it (config/production.ts): anyone can sign a test payment with the public secret.
   */
  PAYMENTS_TEST_MODE: booleanFromString.default(false),
  /**
   * Money out (decision 028): `id:base64key,id2:base64key`, 32-byte keys; the first encrypts payout
   * account numbers, all decrypt. Unset: one key is generated once into DATA_DIR/secrets.json.
   */
  PAYOUT_ENCRYPTION_KEYS: z
    .string()
    .refine(
      (value) => {
        try {
          parseKeyRing(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'write it as id:<base64 32-byte key>[,id2:<key>…]' },
    )
    .optional(),
  /** The RazorpayX account payouts leave from; unset = payouts in test mode. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  /** Signs POST /api/payments/razorpayx/webhook; defaults to the Razorpay webhook secret. */
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  /** Test mode: seconds before the stand-in settles a payout through its webhook. */
  PAYOUT_TEST_SETTLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
  /**
   * The marketplace's time zone (an IANA name): days (move-in, "today", due dates, deadlines,
   * month boundaries on dashboards) turn at its midnight, whatever zone the server runs in.
   */
  BUSINESS_TIME_ZONE: z
    .string()
    .refine(isIanaTimeZone, {
      message: 'must be an IANA time zone name such as Asia/Kolkata',
    })
    .default(DEFAULT_BUSINESS_TIME_ZONE),
  /** Seconds a search's total is reused for the same filters (0 = always count). */
  SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How often the booking jobs (expire unpaid holds, complete stays) run; 0 = only at start. */
  BOOKING_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How often each API process looks for queued work (e-mails); 0 = only when work is added. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Test-only calls (moving the clock) for the end-to-end suite. Never in production without NESTLY_DEMO. */
  NESTLY_TEST_CONTROLS: booleanFromString.default(false),
  /**
   * A demo or a check, not a real service: production's refusals (config/production.ts) are all
   * lifted at once, the log says so at start and /api/health answers `"demo": true`.
   */
  NESTLY_DEMO: booleanFromString.default(false),
  /** GET /api/metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` (404 without it). */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /**
   * OpenTelemetry: traces of HTTP, PostgreSQL and Redis calls are exported over OTLP/HTTP to this
   * collector when set (src/telemetry.ts reads it before anything loads; named here to be checked).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Connections each API process keeps to PostgreSQL (DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * PostgreSQL timeouts set on every connection (0 = none), so a stuck process or query cannot
   * hold locks for ever: one statement, one wait for a lock, a transaction left idle (issue 8).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(15_000),
  /**
   * The longest a request may take, from its first byte to the answer (uploads included); past it
   * the server answers 503. 0 = no limit.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * API processes sharing the port (node:cluster), e.g. one per core. More than one needs
   * DATABASE_URL: the embedded database belongs to a single process.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (default: apps/web/dist next to the API). */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO' | 'COOKIE_SECURE'> & {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  COOKIE_SECURE: boolean;
};

/** The S3 settings only mean something together: say so rather than half-configure storage. */
const checkStorageEnv = (env: z.infer<typeof envSchema>) => {
  const problems: string[] = [];
  // AWS_* may be set for other tools on the machine: they only matter with STORAGE_URL.
  if (env.STORAGE_URL && Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    problems.push(
      "AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY: set both (or neither, for the SDK's own chain)",
    );
  }
  if (!env.STORAGE_URL && (env.S3_ENDPOINT || env.S3_FORCE_PATH_STYLE)) {
    problems.push(
      'S3_ENDPOINT / S3_FORCE_PATH_STYLE: only used with STORAGE_URL=s3://bucket[/prefix]; uploads would stay in DATA_DIR/uploads',
    );
  }
  return problems;
};

/** Parses the environment once at start; fails fast listing every bad variable. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.API_WORKERS > 1 && !parsed.data.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  API_WORKERS: more than one process needs DATABASE_URL (PostgreSQL)',
    );
  }
  const storageProblems = checkStorageEnv(parsed.data);
  if (storageProblems.length > 0) {
    throw new Error(
      `Invalid environment:\n${storageProblems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    // `npm start` is demo-ready; a production server loads demo people only when asked to.
    SEED_DEMO: parsed.data.SEED_DEMO ?? parsed.data.NODE_ENV !== 'production',
    // Production is served over HTTPS (the guard insists): its cookies are Secure unless told.
    COOKIE_SECURE: parsed.data.COOKIE_SECURE ?? parsed.data.NODE_ENV === 'production',
  };
};
