import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  FieldDecryptionError,
  generateKeyRingEntry,
  parseKeyRing,
  type EncryptedField,
} from './field-encryption';

const ACCOUNT_NUMBER = '123456789012';
const CONTEXT = 'payout_account:5f0c7a4e-8a8e-4a43-9d3c-2b1f7f6f3a11';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

/** Flips one bit of the packed ciphertext at `byteIndex` (iv 0–11, tag 12–27, data after). */
const flipBit = (field: EncryptedField, byteIndex: number): EncryptedField => {
  const packed = Buffer.from(field.ciphertext, 'base64url');
  packed[byteIndex]! ^= 0x01;
  return { ...field, ciphertext: packed.toString('base64url') };
};

describe('key ring', () => {
  it('reads ids and keys, the first being current, in standard or URL-safe base64', () => {
    const urlSafe = `old:${randomBytes(32).toString('base64url')}`;
    const ring = parseKeyRing(` ${keyText('2026a')} , ${urlSafe}`);
    expect(ring.current.id).toBe('2026a');
    expect([...ring.byId.keys()]).toEqual(['2026a', 'old']);
    expect(ring.byId.get('old')!.key).toHaveLength(32);
  });

  it('names every problem at once and never repeats key material', () => {
    const shortKey = randomBytes(16).toString('base64');
    const duplicate = keyText('a');
    let message = '';
    try {
      parseKeyRing(`${duplicate},${duplicate},b:${shortKey},nokey,bad id!:${shortKey}`);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('key a: the id is used twice');
    expect(message).toContain('key b: the key must be 32 random bytes in base64');
    expect(message).toContain('key 4: write it as <id>:<base64 key>');
    expect(message).toContain('key 5: write it as <id>:<base64 key>');
    expect(message).not.toContain(shortKey);
    expect(message).not.toContain(duplicate.split(':')[1]);
  });

  it('refuses an empty ring', () => {
    expect(() => parseKeyRing(' , ')).toThrow('Encryption keys: no key given');
  });

  it('generates entries it can read back', () => {
    const entry = generateKeyRingEntry('k1');
    expect(parseKeyRing(entry).current.id).toBe('k1');
    expect(() => generateKeyRingEntry('no spaces')).toThrow();
  });
});

describe('AES-256-GCM field cipher', () => {
  const cipher = createFieldCipher(parseKeyRing(keyText('current')));

  it('round-trips a value and stores the key id beside a ciphertext that hides it', () => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(field.keyId).toBe('current');
    expect(field.ciphertext).not.toContain(ACCOUNT_NUMBER);
    expect(Buffer.from(field.ciphertext, 'base64url').toString('latin1')).not.toContain(
      ACCOUNT_NUMBER,
    );
    expect(cipher.decrypt(field, CONTEXT)).toBe(ACCOUNT_NUMBER);
  });

  it('uses a fresh nonce each time: one value never encrypts the same way twice', () => {
    const first = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    const second = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it.each([
    ['the nonce', 0],
    ['the tag', 20],
    ['the data', 30],
  ])('detects a flipped bit in %s', (_part, byteIndex) => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(() => cipher.decrypt(flipBit(field, byteIndex), CONTEXT)).toThrow(FieldDecryptionError);
  });

  it('detects a truncated value', () => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(() =>
      cipher.decrypt({ ...field, ciphertext: field.ciphertext.slice(0, 20) }, CONTEXT),
    ).toThrow('too short');
    expect(() =>
      cipher.decrypt({ ...field, ciphertext: field.ciphertext.slice(0, -4) }, CONTEXT),
    ).toThrow(FieldDecryptionError);
  });

  it('refuses a value moved to another row (the context is authenticated)', () => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(() => cipher.decrypt(field, 'payout_account:someone-else')).toThrow(
      FieldDecryptionError,
    );
  });

  it('refuses a value under a wrong key that carries the same id, without revealing it', () => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    const impostor = createFieldCipher(parseKeyRing(keyText('current')));
    let message = '';
    try {
      impostor.decrypt(field, CONTEXT);
    } catch (error) {
      expect(error).toBeInstanceOf(FieldDecryptionError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      'The value encrypted with key "current" could not be decrypted (altered or misplaced)',
    );
    expect(message).not.toContain(ACCOUNT_NUMBER);
  });

  it('refuses a key id that is not in the ring', () => {
    const field = cipher.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(() => cipher.decrypt({ ...field, keyId: 'retired' }, CONTEXT)).toThrow(
      'No encryption key with id "retired" in the key ring',
    );
  });
});

describe('key rotation', () => {
  const oldKey = keyText('2025');
  const newKey = keyText('2026');
  const before = createFieldCipher(parseKeyRing(oldKey));
  const after = createFieldCipher(parseKeyRing(`${newKey},${oldKey}`));
  const retired = createFieldCipher(parseKeyRing(newKey));

  it('reads old values with the old key while new ones use the new key', () => {
    const old = before.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(after.decrypt(old, CONTEXT)).toBe(ACCOUNT_NUMBER);
    expect(after.encrypt(ACCOUNT_NUMBER, CONTEXT).keyId).toBe('2026');
    expect(after.currentKeyId).toBe('2026');
  });

  it('re-encrypts an old value under the current key, after which the old key can go', () => {
    const old = before.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(after.needsRotation(old)).toBe(true);
    const rotated = after.reencrypt(old, CONTEXT);
    expect(rotated.keyId).toBe('2026');
    expect(after.needsRotation(rotated)).toBe(false);
    expect(retired.decrypt(rotated, CONTEXT)).toBe(ACCOUNT_NUMBER);
    expect(() => retired.decrypt(old, CONTEXT)).toThrow(FieldDecryptionError);
  });

  it('leaves a current value as it is', () => {
    const current = after.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(after.reencrypt(current, CONTEXT)).toBe(current);
  });

  it('will not re-encrypt a value it cannot read', () => {
    const old = before.encrypt(ACCOUNT_NUMBER, CONTEXT);
    expect(() => after.reencrypt(flipBit(old, 30), CONTEXT)).toThrow(FieldDecryptionError);
  });
});
