import { Redis } from 'ioredis';

/** The URL with its password hidden, for messages and logs. */
export const redactedRedisUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@');

interface Logger {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
}

/**
 * Logs a client's lost and regained connection once per change, not once per retry: ioredis
 * retries for ever (what lets the API recover when Redis returns) and emits 'error' at each try,
 * which, unheard, would end the process.
 */
export const watchRedisClient = (client: Redis, logger: Logger, role: string) => {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ role, reason: error.message }, 'redis connection lost; retrying');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ role }, 'redis connection back');
  });
  return client;
};

/**
 * Connects to REDIS_URL at start and checks it answers. A Redis that does not answer is refused
 * with a clear error (the caller stops the process) rather than left to fail the first requests.
 */
export const connectRedis = async (url: string, logger: Logger, timeoutMs = 5_000) => {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: timeoutMs,
  });
  let firstError: Error | undefined;
  const onFirstError = (error: Error) => (firstError ??= error);
  client.on('error', onFirstError);
  try {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  } catch (error) {
    client.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    throw new Error(`REDIS_URL: ${redactedRedisUrl(url)} does not answer (${reason})`);
  }
  client.off('error', onFirstError);
  return watchRedisClient(client, logger, 'commands');
};

/** Whether Redis answers a PING within `timeoutMs` (readiness). */
export const pingRedis = async (client: Redis, timeoutMs = 1_000) => {
  if (client.status !== 'ready') throw new Error(`redis is ${client.status}`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.ping(),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
};
