// The lock file holds no version of a package that a known advisory names, wherever in the tree
// it is installed (issue 23: esbuild 0.18 reached the tree through drizzle-kit). npm's audit
// endpoint is not reachable from every machine that runs the tests; the lock file is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');

/** Advisories the project has met: the package, the first fixed version, and why. */
const ADVISORIES = [
  {
    name: 'esbuild',
    fixedIn: [0, 25, 0],
    id: 'GHSA-67mh-4wv8-2f99 (the dev server answers any website’s requests)',
  },
];

const versionParts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);
const isBefore = (version, fixedIn) => {
  const parts = versionParts(version);
  for (let index = 0; index < 3; index += 1) {
    if (parts[index] !== fixedIn[index]) return parts[index] < fixedIn[index];
  }
  return false;
};

const installed = (name) =>
  Object.entries(JSON.parse(fs.readFileSync(LOCK, 'utf8')).packages)
    .filter(
      ([where]) => where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`),
    )
    .map(([where, entry]) => ({ where, version: entry.version }));

describe('dependencies with known advisories', () => {
  for (const advisory of ADVISORIES) {
    it(`installs no ${advisory.name} before ${advisory.fixedIn.join('.')}: ${advisory.id}`, () => {
      const copies = installed(advisory.name);
      expect(copies.length).toBeGreaterThan(0);
      expect(copies.filter((copy) => isBefore(copy.version, advisory.fixedIn))).toEqual([]);
    });
  }
});
