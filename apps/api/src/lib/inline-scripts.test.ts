import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'nestly-inline-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha256 = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script of index.html, byte for byte, and no script with a src', () => {
    const early = '(()=>{fetch("/api/x")})();';
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(
      file,
      `<head><meta charset="UTF-8" />\n<script>${early}</script>` +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<script>\n  console.log("ünïcode")\n</script><script></script></head>',
    );
    expect(inlineScriptHashes(file)).toEqual([
      sha256(early),
      sha256('\n  console.log("ünïcode")\n'),
    ]);
  });

  it('is empty without a web build', () => {
    expect(inlineScriptHashes(path.join(dir, 'missing', 'index.html'))).toEqual([]);
  });
});
