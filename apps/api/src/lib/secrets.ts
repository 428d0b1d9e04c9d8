import { randomBytes } from 'node:crypto';
import { generateKeyRingEntry } from './field-encryption';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise one random secret generated at first start and kept in
 * DATA_DIR/secrets.json, so tokens survive restarts without any configuration. Several processes
 * sharing a database must share JWT_SECRET (README, Configuration).
 */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  } catch {
    // first start: fall through and create it
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  writeSecrets(file, { jwtSecret });
  return jwtSecret;
};

const readSecrets = (file: string): Record<string, unknown> => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** Adds to DATA_DIR/secrets.json, keeping what is there (each secret is generated on its own). */
const writeSecrets = (file: string, values: Record<string, string>) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...readSecrets(file), ...values }), { mode: 0o600 });
};

/**
 * PAYOUT_ENCRYPTION_KEYS when set; otherwise one key generated at first start and kept in
 * DATA_DIR/secrets.json beside the JWT secret (decision 028). Production names a missing key as a
 * problem: a lost secrets file would make every stored account number unreadable.
 */
export const resolvePayoutEncryptionKeys = (
  configured: string | undefined,
  dataDir: string,
): string => {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  const stored = readSecrets(file).payoutEncryptionKeys;
  if (typeof stored === 'string' && stored.length > 0) return stored;
  const payoutEncryptionKeys = generateKeyRingEntry('k1');
  writeSecrets(file, { payoutEncryptionKeys });
  return payoutEncryptionKeys;
};
