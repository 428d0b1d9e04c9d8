import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption of single sensitive fields at rest (a payout account number; PRODUCT.md, Money out),
 * with AES-256-GCM from Node's crypto. The keys come from the environment as a key ring,
 * `PAYOUT_ENCRYPTION_KEYS=2026a:<base64 32 bytes>,2025b:<base64 32 bytes>`: the first key encrypts,
 * every key decrypts. Each ciphertext is stored beside the id of the key that made it, so a new key
 * can be put first and old rows re-encrypted at leisure (`reencrypt`), then the old key dropped.
 *
 * Each value is bound to where it belongs (`context`, e.g. `payout_account:<account id>`) as GCM's
 * associated data: a ciphertext copied into another person's row does not decrypt there.
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
/** 96-bit nonces, as GCM recommends; random per value (far below the 2^32 values per key bound). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

/** The first key is the current one (it encrypts); all of them decrypt. */
export interface KeyRing {
  current: EncryptionKey;
  byId: ReadonlyMap<string, EncryptionKey>;
}

/** What is stored: the ciphertext (base64url of iv, tag and data) and the id of its key. */
export interface EncryptedField {
  keyId: string;
  ciphertext: string;
}

/** A value that cannot be read back: unknown key, wrong key, altered or misplaced ciphertext. */
export class FieldDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldDecryptionError';
  }
}

const decodeKey = (text: string): Buffer | null => {
  // Standard or URL-safe base64, with or without padding.
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
};

/**
 * Reads a key ring from its text form. Every problem is named at once (config/env.ts lists them
 * at start), and no key material is ever repeated in a message.
 */
export const parseKeyRing = (text: string): KeyRing => {
  const problems: string[] = [];
  const keys: EncryptionKey[] = [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) problems.push('no key given');
  entries.forEach((entry, index) => {
    const separator = entry.indexOf(':');
    const id = separator > 0 ? entry.slice(0, separator) : '';
    const key = separator > 0 ? decodeKey(entry.slice(separator + 1)) : null;
    if (!KEY_ID_PATTERN.test(id)) {
      problems.push(
        `key ${index + 1}: write it as <id>:<base64 key>, the id 1–32 of A-Z a-z 0-9 _ -`,
      );
    } else if (!key) {
      problems.push(`key ${id}: the key must be ${KEY_BYTES} random bytes in base64`);
    } else if (keys.some((known) => known.id === id)) {
      problems.push(`key ${id}: the id is used twice`);
    } else {
      keys.push({ id, key });
    }
  });
  const [current] = keys;
  if (problems.length > 0 || !current) throw new Error(`Encryption keys: ${problems.join('; ')}`);
  return { current, byId: new Map(keys.map((key) => [key.id, key])) };
};

/** A new key in the ring's text form, e.g. for `.env` or the generated secrets file. */
export const generateKeyRingEntry = (id: string): string => {
  if (!KEY_ID_PATTERN.test(id)) throw new Error('A key id is 1–32 of A-Z a-z 0-9 _ -');
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
};

export interface FieldCipher {
  /** The id of the key new values are encrypted with. */
  currentKeyId: string;
  encrypt: (plaintext: string, context: string) => EncryptedField;
  decrypt: (field: EncryptedField, context: string) => string;
  /** Whether the value was made with an older key than the current one. */
  needsRotation: (field: EncryptedField) => boolean;
  /** The value under the current key (the same value when it already is). */
  reencrypt: (field: EncryptedField, context: string) => EncryptedField;
}

export const createFieldCipher = (ring: KeyRing): FieldCipher => {
  const encrypt = (plaintext: string, context: string): EncryptedField => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, ring.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      keyId: ring.current.id,
      ciphertext: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url'),
    };
  };

  const decrypt = (field: EncryptedField, context: string): string => {
    const key = ring.byId.get(field.keyId);
    if (!key) {
      throw new FieldDecryptionError(`No encryption key with id "${field.keyId}" in the key ring`);
    }
    const packed = Buffer.from(field.ciphertext, 'base64url');
    if (packed.length < IV_BYTES + TAG_BYTES) {
      throw new FieldDecryptionError('The encrypted value is too short to be one');
    }
    const decipher = createDecipheriv(ALGORITHM, key.key, packed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      // GCM's tag check failed: altered, made with another key of that id, or from another row.
      throw new FieldDecryptionError(
        `The value encrypted with key "${field.keyId}" could not be decrypted (altered or misplaced)`,
      );
    }
  };

  const needsRotation = (field: EncryptedField) => field.keyId !== ring.current.id;

  return {
    currentKeyId: ring.current.id,
    encrypt,
    decrypt,
    needsRotation,
    reencrypt: (field, context) =>
      needsRotation(field) ? encrypt(decrypt(field, context), context) : field,
  };
};
