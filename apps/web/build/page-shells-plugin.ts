import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = 'src/prerender/page-shells.tsx';
/** Where the shells go in the build, and the list of routes the API serves them for. */
export const SHELLS_DIR = 'page-shells';
export const SHELL_ROUTES_FILE = `${SHELLS_DIR}/routes.json`;
const ROOT_ELEMENT = '<div id="root"></div>';

interface PageShell {
  markup: string;
  media: Record<string, boolean>;
  isAnswered: boolean;
}

interface PageShellsModule {
  SHELL_PAGES: { route: string }[];
  renderPageShells: (page: { route: string }) => Promise<PageShell[]>;
}

/** Each early page's shells (src/prerender/page-shells.tsx), drawn by the app's components on Node. */
const renderShells = async (root: string): Promise<{ route: string; shells: PageShell[] }[]> => {
  const result = await build({
    entryPoints: [path.join(root, SOURCE)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error(`${SOURCE} compiled to nothing`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'nestly-shells-'));
  try {
    const file = path.join(folder, 'page-shells.cjs');
    await writeFile(file, code);
    const prerender = createRequire(import.meta.url)(file) as PageShellsModule;
    const pages: { route: string; shells: PageShell[] }[] = [];
    // One after another: a page's answered shell loads what its loading one must be drawn without.
    for (const page of prerender.SHELL_PAGES) {
      pages.push({ route: page.route, shells: await prerender.renderPageShells(page) });
    }
    return pages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/** A shell's <template>, marked with its state and the media queries it was drawn for. */
const templateOf = ({ markup, media, isAnswered }: PageShell): string => {
  const mediaJson = JSON.stringify(media).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<template data-page-shell="${isAnswered ? 'answered' : 'loading'}" data-media="${mediaJson}">${markup}</template>`;
};

/** `/user/bookings/:id` → `user-bookings-id.html`. */
const fileNameOf = (route: string) =>
  `${SHELLS_DIR}/${route.replace(/^\//, '').replaceAll(':', '').replaceAll('/', '-')}.html`;

/**
 * One index.html per early page (issue 27, decision 039), holding that page's first state in
 * <template data-page-shell> (one per screen width it lays out for, and on the pages that draw
 * homes, one answered with placeholder homes): drawn at build time by the app's own components
 * (src/prerender/page-shells.tsx), shown by the boot script to a signed-in person before the app's
 * code arrives (src/boot/page-shell.ts). The API answers a page's address with its file
 * (`page-shells/routes.json`), and every other address with index.html. The inline scripts are
 * index.html's, so the Content Security Policy's hashes hold for every file.
 */
export const pageShells = (): Plugin => {
  let root = '';
  return {
    name: 'nestly-page-shells',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html (with the boot script) into the bundle.
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the build has no index.html');
      const html = String(index.source);
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const routes: { route: string; file: string }[] = [];
      for (const { route, shells } of await renderShells(root)) {
        const fileName = fileNameOf(route);
        const templates = shells.map(templateOf).join('\n    ');
        // A function, not a string: `$&` and the like in the markup are not patterns.
        const source = html.replace(ROOT_ELEMENT, () => `${templates}\n    ${ROOT_ELEMENT}`);
        this.emitFile({ type: 'asset', fileName, source });
        routes.push({ route, file: fileName });
      }
      this.emitFile({ type: 'asset', fileName: SHELL_ROUTES_FILE, source: JSON.stringify(routes) });
    },
  };
};
