// Proves the import boundaries in eslint.boundaries.js fire: each snippet is linted with the repo's
// own ESLint config as if it were a file in that folder (lintText with a filePath; nothing is
// written to the source tree), and must raise exactly one boundary error, while the legal
// import beside it raises nothing at all. The cycle needs two files on disk, so it is linted in a
// temporary folder with the same boundary rules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaries } from '../eslint.boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const lintAt = async (relativePath, code) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return result.messages;
};

const restrictedPaths = (messages) =>
  messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');

/** One file's snippet that imports `from` and uses what it imports. */
const importing = (from) =>
  `import { imported } from '${from}';\n\nexport const used = imported;\n`;

const cases = [
  {
    rule: 'a module importing another module’s repo',
    file: 'apps/api/src/modules/reviews/boundary-fixture.ts',
    illegal: '../bookings/repo',
    legal: '../bookings/index',
    message: /bookings module's queries are its own/,
  },
  {
    rule: 'a module importing another module’s *-repo file',
    file: 'apps/api/src/modules/bookings/boundary-fixture.ts',
    illegal: '../dashboards/homes-repo',
    legal: './repo',
    message: /dashboards module's queries are its own/,
  },
  {
    rule: 'a module importing another module’s wiring (module.ts)',
    file: 'apps/api/src/modules/properties/boundary-fixture.ts',
    illegal: '../chat/module',
    legal: '../chat/index',
    message: /chat module's queries are its own/,
  },
  {
    rule: 'the seed importing a module’s repo',
    file: 'apps/api/src/seed/boundary-fixture.ts',
    illegal: '../modules/catalog/repo',
    legal: '../modules/catalog/index',
    message: /catalog module's queries are its own/,
  },
  {
    rule: 'db/ importing a module',
    file: 'apps/api/src/db/boundary-fixture.ts',
    illegal: '../modules/bookings/index',
    legal: './client',
    message: /must not import the domain/,
  },
  {
    rule: 'lib/ importing a module',
    file: 'apps/api/src/lib/boundary-fixture.ts',
    illegal: '../modules/ledger/postings',
    legal: './app-error',
    message: /must not import the domain/,
  },
  {
    rule: 'lib/ importing db/',
    file: 'apps/api/src/lib/boundary-fixture.ts',
    illegal: '../db/client',
    legal: './clock',
    message: /database helpers live in db/,
  },
  {
    rule: 'a web feature importing another feature',
    file: 'apps/web/src/features/bookings/boundary-fixture.ts',
    illegal: '../checkout/api/keys',
    legal: '../../components/ui/button',
    message: /must not import another feature/,
  },
  {
    rule: 'components/ui importing a feature',
    file: 'apps/web/src/components/ui/boundary-fixture.ts',
    illegal: '../../features/checkout/api/keys',
    legal: './button',
    message: /components\/ui has no domain knowledge/,
  },
  {
    rule: 'components/ui importing the app shell',
    file: 'apps/web/src/components/ui/boundary-fixture.ts',
    illegal: '../../app/providers',
    legal: './card',
    message: /components\/ui has no domain knowledge/,
  },
];

// The first lint of a run reads the project's type information: seconds on a busy machine.
describe('import boundaries (npm run lint)', { timeout: 30_000 }, () => {
  it.each(cases)('refuses $rule, once', async ({ file, illegal, message }) => {
    const errors = restrictedPaths(await lintAt(file, importing(illegal)));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 2, line: 1 });
    expect(errors[0].message).toMatch(message);
  });

  it.each(cases)('lets the legal import beside it pass ($legal)', async ({ file, legal }) => {
    expect(await lintAt(file, importing(legal))).toEqual([]);
  });
});

describe('import cycles (npm run lint)', { timeout: 30_000 }, () => {
  let folder;
  let cycleLinter;
  const source = (name) => path.join(folder, 'apps/api/src/lib', name);

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-cycle-'));
    fs.mkdirSync(path.dirname(source('a.ts')), { recursive: true });
    fs.writeFileSync(source('a.ts'), "import { b } from './b';\n\nexport const a = () => b;\n");
    fs.writeFileSync(source('b.ts'), "import { a } from './a';\n\nexport const b = () => a;\n");
    fs.writeFileSync(source('c.ts'), "import { a } from './a';\n\nexport const c = () => a;\n");
    cycleLinter = new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, boundaries],
    });
  });

  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const cycleErrors = async (name) => {
    const [result] = await cycleLinter.lintFiles([source(name)]);
    return result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
  };

  it('refuses a file that imports one importing it back', async () => {
    const errors = await cycleErrors('a.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 2, line: 1 });
    expect(errors[0].message).toMatch(/Dependency cycle detected/);
  });

  it('lets a file import into a cycle it is not part of', async () => {
    expect(await cycleErrors('c.ts')).toEqual([]);
  });
});
