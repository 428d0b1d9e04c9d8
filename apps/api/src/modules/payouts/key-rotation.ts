import { FieldDecryptionError, type FieldCipher } from '../../lib/field-encryption';
import type { Db } from '../../db/client';
import * as repo from './repo';

const BATCH = 200;

export interface KeyRotationResult {
  /** Account numbers now under the current key. */
  reencrypted: number;
  /** Rows that could not be read with any key of the ring (left as they were). */
  unreadable: string[];
}

/**
 * `npm run admin -- payout-keys:rotate` (decision 028, "Tables"): after a new key is put first in
 * PAYOUT_ENCRYPTION_KEYS, re-encrypts every payout account number still under an older key, a
 * batch at a time; each row is written only if its key did not change meanwhile. Then the old key
 * can be dropped. Running it again finds nothing to do.
 */
export const rotatePayoutAccountKeys = async (
  db: Db,
  cipher: FieldCipher,
): Promise<KeyRotationResult> => {
  let reencrypted = 0;
  const unreadable: string[] = [];
  for (;;) {
    const rows = await repo.listAccountNumbersNotUnderKey(db, cipher.currentKeyId, {
      skip: unreadable,
      limit: BATCH,
    });
    if (rows.length === 0) return { reencrypted, unreadable };
    for (const row of rows) {
      let field;
      try {
        field = cipher.reencrypt(
          { keyId: row.keyId, ciphertext: row.ciphertext },
          `payout_account:${row.id}`,
        );
      } catch (error) {
        if (!(error instanceof FieldDecryptionError)) throw error;
        unreadable.push(row.id);
        continue;
      }
      if (await repo.replaceAccountNumberCiphertext(db, row.id, row.keyId, field)) reencrypted += 1;
    }
  }
};
