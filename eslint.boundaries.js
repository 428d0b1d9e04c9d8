// Import boundaries (STYLE.md, "Imports flow one way"; issue 14), enforced the way bulletproof-react
// does it: eslint-plugin-import-x's no-restricted-paths resolves every import to a file and refuses
// the ones that cross a wall, and no-cycle refuses import cycles. The zones are built from the
// folders on disk, so a new API module or web feature is covered without editing this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));
const API = 'apps/api/src';
const WEB = 'apps/web/src';

const foldersIn = (relative) =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A module's queries and tables are its own: its `repo.ts` and any `*-repo.ts` are private, and
 * other modules (and the demo seed above them) call the public API its `index.ts` exports. Its
 * `module.ts` (how it mounts itself, decision 022) is for the module loader alone.
 */
const moduleZones = foldersIn(`${API}/modules`).map((name) => ({
  target: [
    ...foldersIn(`${API}/modules`)
      .filter((other) => other !== name)
      .map((other) => `${API}/modules/${other}`),
    `${API}/seed`,
  ],
  from: `${API}/modules/${name}/{repo,*-repo,module}.ts`,
  message: `The ${name} module's queries are its own: import its public API (modules/${name}/index.ts).`,
}));

/** The layers under the modules never reach up into them (nor into the seed, which uses them). */
const layerZones = [
  {
    target: [`${API}/db`, `${API}/lib`],
    from: [
      `${API}/modules`,
      `${API}/seed`,
      `${API}/plugins`,
      `${API}/app.ts`,
      `${API}/app-deps.ts`,
    ],
    message: 'db/ and lib/ sit below the modules: they must not import the domain.',
  },
  {
    target: `${API}/lib`,
    from: `${API}/db`,
    message: 'lib/ holds adapters that know no database; database helpers live in db/.',
  },
];

/** A web feature does not import another feature; what two features share moves down a layer. */
const featureZones = foldersIn(`${WEB}/features`).map((name) => ({
  target: `${WEB}/features/${name}`,
  from: `${WEB}/features`,
  except: [`./${name}`],
  message:
    'A feature must not import another feature: compose them in app/, or share through components/ or lib/.',
}));

/** The design system knows no domain. */
const uiZones = [
  {
    target: `${WEB}/components/ui`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ui has no domain knowledge: it must not import features or app.',
  },
];

export const boundaryZones = [...moduleZones, ...layerZones, ...featureZones, ...uiZones];

export const boundaries = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // Without these the plugin reads only .js dependencies, and no-cycle would never see a .ts one.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    // Packages (including the workspace's own) are not followed: a cycle through them cannot
    // start in one app's source, and skipping them keeps the rule's walk of the graph short.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
