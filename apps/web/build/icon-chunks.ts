import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKETING = path.join(WEB_ROOT, 'src/features/marketing/components');

/** The landing page's own modules: its route and the marketing sections it draws. */
export const landingSources = (): string[] => [
  path.join(WEB_ROOT, 'src/app/routes/landing.tsx'),
  ...readdirSync(MARKETING)
    .filter((file) => /^(landing-|audience-section|section-heading).*\.tsx$/.test(file))
    .map((file) => path.join(MARKETING, file)),
];

/**
 * The lucide-react icon modules (`…/dist/esm/icons/<name>.mjs`) the given sources import, read from
 * them and lucide's own index (which maps every name and alias to its module). Left alone, Rollup
 * gives each icon that several screens share its own file: the landing page fetched fourteen files
 * of about 0.3 KiB gzipped each. Bundled together they compress to about half and take one request (issue 12, bundle budget).
 */
export const iconModules = (sources: string[]): Set<string> => {
  const names = new Set<string>();
  for (const file of sources) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const name of list?.split(',') ?? []) if (name.trim()) names.add(name.trim());
    }
  }
  const require = createRequire(import.meta.url);
  const lucideRoot = path.dirname(require.resolve('lucide-react/package.json'));
  const index = readFileSync(path.join(lucideRoot, 'dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Set<string>();
  for (const [, exported, icon] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  )) {
    const aliases = (exported ?? '')
      .split(',')
      .map((alias) => alias.replace(/^\s*default as /, '').trim());
    if (aliases.some((alias) => names.has(alias)))
      modules.add(`lucide-react/dist/esm/icons/${icon}`);
  }
  return modules;
};
