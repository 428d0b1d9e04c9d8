// Proves the table-ownership rule in eslint.table-owners.js: a module's code that queries another
// module's table (imported from db/schema, or named in SQL text) is refused unless its first line
// declares it; each snippet is linted with the repo's own config as if it were a file in that
// module (lintText with a filePath; nothing is written to the source tree).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readTableOwners } from '../eslint.table-owners.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const ownership = async (relativePath, code) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return result.messages
    .filter((message) => message.ruleId === 'table-owners/own-tables-only')
    .map((message) => message.message);
};

const drizzle = (table) =>
  `import { ${table} } from '../../db/schema/index';\n\nexport const used = ${table};\n`;
const plainSql = (text) => `export const STATEMENT = \`${text}\`;\n`;

// The first lint loads the config and walks the import graph (no-cycle): seconds on a busy machine.
describe('own-tables-only', { timeout: 60_000 }, () => {
  it('refuses a Drizzle table of another module, and names its owner', async () => {
    const messages = await ownership(
      'apps/api/src/modules/reviews/fixture.ts',
      drizzle('bookings'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/`bookings` is the bookings module's table/);
  });

  it('lets a module query its own tables', async () => {
    expect(
      await ownership('apps/api/src/modules/bookings/fixture.ts', drizzle('bookings')),
    ).toEqual([]);
  });

  it('follows an owner marked on one table of a shared schema file (carts: cart)', async () => {
    expect(await ownership('apps/api/src/modules/cart/fixture.ts', drizzle('carts'))).toEqual([]);
    const messages = await ownership('apps/api/src/modules/bookings/fixture.ts', drizzle('carts'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/`carts` is the cart module's table/);
  });

  it('ignores a type-only import (a row type queries nothing)', async () => {
    const code = `import type { BookingRow } from '../../db/schema/index';\nimport { type bookings } from '../../db/schema/index';\n\nexport type Row = BookingRow | typeof bookings;\n`;
    expect(await ownership('apps/api/src/modules/chat/fixture.ts', code)).toEqual([]);
  });

  it('refuses another module’s table named in SQL text', async () => {
    const messages = await ownership(
      'apps/api/src/modules/chat/fixture.ts',
      plainSql('select b.id from bookings b join messages m on m.id = b.id'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/`bookings`/);
  });

  it('lets a declared read model read what its first line names (tables or their module)', async () => {
    const reads = plainSql('select 1 from bookings b join ledger_entries e on true');
    expect(
      await ownership(
        'apps/api/src/modules/dashboards/fixture.ts',
        `// read model: reads bookings, the ledger's tables\n${reads}`,
      ),
    ).toEqual([]);
    const undeclared = await ownership(
      'apps/api/src/modules/dashboards/fixture.ts',
      `// read model: reads bookings\n${reads}`,
    );
    expect(undeclared).toHaveLength(1);
    expect(undeclared[0]).toMatch(/`ledger_entries` is the ledger module's table/);
  });

  it('counts the declaration only on the first line', async () => {
    const messages = await ownership(
      'apps/api/src/modules/reviews/fixture.ts',
      `// A note.\n// read model: reads bookings\n${drizzle('bookings')}`,
    );
    expect(messages).toHaveLength(1);
  });

  it('accepts a declared crossing (a write still to move behind the owner’s index.ts)', async () => {
    expect(
      await ownership(
        'apps/api/src/modules/reviews/fixture.ts',
        `// crosses owners: writes properties\n${plainSql('update properties set rating = 1 where id = $1')}`,
      ),
    ).toEqual([]);
  });

  it('does not take prose for SQL', async () => {
    expect(
      await ownership(
        'apps/api/src/modules/catalog/fixture.ts',
        `export const summary = 'Delete a feature (detached from properties)';\n`,
      ),
    ).toEqual([]);
  });

  it('leaves tests and code outside the modules alone', async () => {
    expect(
      await ownership('apps/api/src/modules/reviews/fixture.test.ts', drizzle('bookings')),
    ).toEqual([]);
    expect(await ownership('apps/api/src/seed/fixture.ts', drizzle('bookings'))).toEqual([]);
  });

  it('knows an owner for every table of the schema, each a module or a layer beside them', () => {
    const { byExport } = readTableOwners();
    const modules = readdirSync(path.join(root, 'apps/api/src/modules'));
    const layers = readdirSync(path.join(root, 'apps/api/src'));
    expect(byExport.size).toBeGreaterThan(25);
    for (const entry of byExport.values()) {
      expect(entry.sqlName, entry.exportName).toMatch(/^[a-z_]+$/);
      expect(
        modules.includes(entry.owner) || layers.includes(entry.owner),
        `${entry.sqlName}: owner ${entry.owner}`,
      ).toBe(true);
    }
  });
});
