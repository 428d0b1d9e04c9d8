import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rupeesField } from './form-fields';

/**
 * One money format everywhere (issue 29: `₹82,347.30` on one screen, `₹82,347.3` or whole rupees
 * on the next): every amount goes through packages/shared's formatInr (or, on chart axes,
 * formatInrCompact); no screen builds a rupee figure by hand.
 */
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/** A rupee sign glued to an interpolation, or a currency number format of its own. */
const HAND_MADE_MONEY = /₹\$\{|style:\s*'currency'/;

describe('money on screen', () => {
  it('is never formatted outside the shared formatter', () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => HAND_MADE_MONEY.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE, file));
    expect(offenders).toEqual([]);
  });

  it('words a rupee field’s bounds as every other amount is written', () => {
    const schema = rupeesField('Amount', { min: 100, max: 82_347.3 });
    expect(schema.safeParse('90000').error?.issues[0]?.message).toBe(
      'Amount must be at most ₹82,347.30',
    );
    expect(schema.safeParse('50').error?.issues[0]?.message).toBe('Amount must be at least ₹100');
  });
});
