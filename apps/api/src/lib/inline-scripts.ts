import { createHash } from 'node:crypto';
import fs from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content Security Policy sources ('sha256-…', CSP Level 2) that allow the inline scripts of
 * the built web app's index.html, and only those (the web build inlines one: the early requests
 * of a signed-in page, apps/web/build/early-requests-plugin.ts). None when there is no build.
 */
export const inlineScriptHashes = (indexHtmlPath: string): string[] => {
  let html: string;
  try {
    html = fs.readFileSync(indexHtmlPath, 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
};
