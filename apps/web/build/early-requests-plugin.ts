import { build } from 'esbuild';
import path from 'node:path';
import type { Plugin } from 'vite';
import { chunkFilesOf } from './chunk-files';
import { PAGE_MODULES } from './page-modules';

const SOURCE = 'src/boot/early-requests.ts';

/** Bundles `contents` (imports resolved from `root`) with esbuild, minified, to one file’s text. */
const compile = async (root: string, contents: string) => {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`${contents} compiled to nothing`);
  return code;
};

/**
 * Inlines src/boot/early-requests.ts in index.html's head (issues 12 and 27): on a signed-in
 * tenant's page or the owner's dashboard it sends the page's first requests as the page opens,
 * instead of after the app's code, asks for the page's code at once, and shows the page's shell
 * (src/boot/page-shell.ts, decision 039). Inline rather than a file of its own so that it waits for
 * no request; the API's Content Security Policy allows it by its hash, which it reads from the
 * built index.html (apps/api/src/lib/inline-scripts.ts). Build only: the dev server's app asks for
 * itself.
 */
export const earlyRequests = (): Plugin => {
  let root = '';
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'nestly-early-requests',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, { bundle, chunk }) => {
        if (!bundle || !chunk) throw new Error('index.html transformed outside a build');
        // Each route's files, the names once and the routes by index: many files are common to
        // every page (the frames, the query cache), and every page's HTML carries the list.
        const folder = `${base}${assetsDir}/`;
        const names: string[] = [];
        const routes: Record<string, number[]> = {};
        for (const [route, modules] of Object.entries(PAGE_MODULES)) {
          const files = chunkFilesOf(
            bundle,
            chunk,
            modules.map((module) => path.join(root, module)),
          );
          routes[route] = files.map((file) => {
            if (!file.startsWith(`${assetsDir}/`) || !file.endsWith('.js')) {
              throw new Error(`${file} is not a script of ${assetsDir}`);
            }
            const name = file.slice(assetsDir.length + 1, -'.js'.length);
            if (!names.includes(name)) names.push(name);
            return names.indexOf(name);
          });
        }
        // The module exports its parts for the tests; the page runs the whole, in a closure.
        const code = await compile(
          root,
          `import { expandPageFiles, startEarlyRequests } from './${SOURCE}';` +
            `startEarlyRequests(expandPageFiles(${JSON.stringify(folder)}, ${JSON.stringify(names)}, ${JSON.stringify(routes)}));`,
        );
        // Right after the charset (which must open the document), before the stylesheet: an
        // inline script waits for every stylesheet above it.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error(`index.html has no ${charset}`);
        // A function, not a string: the code's own `$`` and `$'` would be read as replacement patterns.
        return html.replace(charset, () => `${charset}\n    <script>${code}</script>`);
      },
    },
  };
};
