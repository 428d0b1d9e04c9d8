import { loadEnv } from '../config/env';
import { connectDatabase } from '../db/client';
import { connectOptionsFromEnv } from '../db/prepare';
import { describeErrorSafely } from '../lib/logging';
import { resolveJwtSecret, resolvePayoutEncryptionKeys } from '../lib/secrets';
import { createTokenService } from '../lib/security';
import { runAdminCommand } from './admin';

// npm run admin -- <command>: the operator's commands (ops/admin.ts) on the configured database
// (the embedded one only while the server is stopped: it belongs to one process).
const env = loadEnv();
const database = await connectDatabase({ ...connectOptionsFromEnv(env), poolSize: 2 });
try {
  const result = await runAdminCommand(
    {
      db: database.db,
      now: () => new Date(),
      tokens: createTokenService(resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR)),
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      adminName: env.ADMIN_NAME,
      payoutEncryptionKeys: resolvePayoutEncryptionKeys(env.PAYOUT_ENCRYPTION_KEYS, env.DATA_DIR),
    },
    process.argv.slice(2),
  );
  for (const line of result.lines) (result.ok ? console.info : console.error)(line);
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  // Never a failed query's values (the same rule as the server's log).
  console.error(`admin command failed: ${describeErrorSafely(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
