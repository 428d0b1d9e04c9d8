// A module's code queries only its own tables (STYLE.md, "a module's repo.ts and tables are its
// own"; issue 24), except a declared read model: a file whose first line says which others it
// reads, `// read model: reads bookings, properties` (table names, or the module that owns them).
// A table's owner is written in its schema file (apps/api/src/db/schema): the file's first line
// `// owner: <module>`, or a line `// owner: <module>` just above one table that another module
// owns. Both ways of querying are seen: a table imported from db/schema (Drizzle), and a table
// named after FROM, JOIN, INTO or UPDATE in SQL text (plain SQL, db/sql-text.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const SCHEMA_DIR = path.join(root, 'apps/api/src/db/schema');

/**
 * Every table of the schema folder: by its Drizzle export name and by its SQL name, with its owner.
 * Exported for the rule's tests.
 */
export const readTableOwners = (schemaDir = SCHEMA_DIR) => {
  const byExport = new Map();
  const bySqlName = new Map();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const lines = readFileSync(path.join(schemaDir, file), 'utf8').split('\n');
    const fileOwner = lines[0].match(/^\/\/ owner: ([\w-]+)/)?.[1];
    let pending;
    lines.forEach((line, index) => {
      const marked = index > 0 && line.match(/^\/\/ owner: ([\w-]+)/);
      if (marked) pending = marked[1];
      const table = line.match(/^export const (\w+) = pgTable\(\s*(?:'(\w+)')?/);
      if (!table) return;
      const sqlName = table[2] ?? lines[index + 1]?.match(/^\s*'(\w+)'/)?.[1];
      const owner = pending ?? fileOwner;
      pending = undefined;
      if (!owner) throw new Error(`db/schema/${file}: no "// owner: <module>" for ${table[1]}`);
      const entry = { exportName: table[1], sqlName, owner };
      byExport.set(table[1], entry);
      if (sqlName) bySqlName.set(sqlName, entry);
    });
  }
  return { byExport, bySqlName };
};

const owners = readTableOwners();

/** The module a linted file belongs to: apps/api/src/modules/<module>/… */
const moduleOf = (filename) =>
  path
    .relative(root, filename)
    .split(path.sep)
    .join('/')
    .match(/^apps\/api\/src\/modules\/([\w-]+)\//)?.[1];

/**
 * The other modules' tables the first line declares: a read model's (`// read model: reads …`),
 * or, for a file that still writes another module's table, `// crosses owners: writes …` (debt,
 * to move behind that module's index.ts; the declaration keeps it visible).
 */
const declaredTables = (sourceCode) => {
  const match = sourceCode.lines[0]?.match(/^\/\/\s*(?:read model|crosses owners):\s*(.*)$/i);
  if (!match) return undefined;
  return new Set(match[1].split(/[^\w]+/).filter(Boolean));
};

const looksLikeSql = (text) =>
  /\bselect\b[\s\S]*\bfrom\s|\binsert\s+into\s|\bupdate\s+\w+\s+(?:\w+\s+)?set\s|\bdelete\s+from\s/i.test(
    text,
  );

/** The tables a piece of SQL text names after FROM, JOIN, INTO or UPDATE. */
const tablesInSql = (text) =>
  [...text.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)]
    .map((match) => owners.bySqlName.get(match[1]))
    .filter(Boolean);

const SCHEMA_IMPORT = /(^|\/)db\/schema(\/index)?$/;

export const tableOwnersPlugin = {
  rules: {
    'own-tables-only': {
      meta: {
        type: 'problem',
        docs: {
          description: 'A module queries only its own tables, unless it is a declared read model.',
        },
        schema: [],
        messages: {
          foreign:
            "`{{table}}` is the {{owner}} module's table: ask {{owner}} through its index.ts, or, if this file is a read model, declare it in its first line (`// read model: reads {{table}}, …`).",
        },
      },
      create(context) {
        const module = moduleOf(context.filename);
        if (!module) return {};
        const reads = declaredTables(context.sourceCode);
        const check = (node, entry) => {
          if (entry.owner === module) return;
          if (
            reads &&
            [entry.sqlName, entry.exportName, entry.owner].some((name) => reads.has(name))
          )
            return;
          context.report({
            node,
            messageId: 'foreign',
            data: { table: entry.sqlName ?? entry.exportName, owner: entry.owner },
          });
        };
        const checkText = (node, text) => {
          if (!looksLikeSql(text)) return;
          const seen = new Set();
          for (const entry of tablesInSql(text)) {
            if (seen.has(entry.sqlName)) continue;
            seen.add(entry.sqlName);
            check(node, entry);
          }
        };
        return {
          ImportDeclaration(node) {
            if (!SCHEMA_IMPORT.test(node.source.value) || node.importKind === 'type') return;
            for (const specifier of node.specifiers) {
              if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
              const entry = owners.byExport.get(specifier.imported.name);
              if (entry) check(specifier, entry);
            }
          },
          Literal(node) {
            if (typeof node.value === 'string') checkText(node, node.value);
          },
          TemplateLiteral(node) {
            checkText(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
          },
        };
      },
    },
  },
};

/** Every module's code but its tests (which set up data across modules). */
export const tableOwners = {
  files: ['apps/api/src/modules/**/*.ts'],
  ignores: ['**/*.test.ts'],
  plugins: { 'table-owners': tableOwnersPlugin },
  rules: { 'table-owners/own-tables-only': 'error' },
};
