import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

// A web build as apps/web/build/precompress.ts leaves it: each text asset with its .br and .gz.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `'row ${index}'`).join(',')}];`;
const SCRIPT_PATH = '/assets/app-abc123.js';
const INDEX = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const BOOKING_SHELL =
  '<!doctype html><template data-page-shell="loading">…</template><div id="root"></div>';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'nestly-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(webDir, 'index.html.gz'), zlib.gzipSync(INDEX));
  // An early page's own index.html (apps/web/build/page-shells-plugin.ts), and the list of them.
  fs.mkdirSync(path.join(webDir, 'page-shells'));
  fs.writeFileSync(path.join(webDir, 'page-shells', 'user-bookings-id.html'), BOOKING_SHELL);
  fs.writeFileSync(
    path.join(webDir, 'page-shells', 'routes.json'),
    JSON.stringify([
      { route: '/user/bookings/:id', file: 'page-shells/user-bookings-id.html' },
      // Refused: a file outside page-shells/ is never served through the list.
      { route: '/user/wallet', file: '../secret.html' },
    ]),
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  const script = path.join(webDir, SCRIPT_PATH);
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const getScript = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: SCRIPT_PATH,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('built web assets', () => {
  it('sends the brotli copy to a browser that accepts br, as JavaScript cached for good', async () => {
    const response = await getScript('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(webDir, `${SCRIPT_PATH}.br`)));
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when gzip is all the browser accepts', async () => {
    const response = await getScript('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, still marked as varying, when no encoding is accepted', async () => {
    const response = await getScript();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('answers index.html and the app fallback with no-cache, precompressed when accepted', async () => {
    for (const url of ['/', '/user/properties']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
    const gzipOnly = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(INDEX);
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const unzipped = zlib.gunzipSync(response.rawPayload);
    expect(unzipped.length).toBeGreaterThan(response.rawPayload.length);
    expect(JSON.parse(unzipped.toString())).toEqual(plain.json());
  });

  it('prefers brotli when the client accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toHaveProperty(
      'paths',
    );
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('page shells (issue 27)', () => {
  it("answers an early page's address with its own index.html, any other with index.html", async () => {
    const shell = await t.app.inject({
      method: 'GET',
      url: '/user/bookings/5a1c3e2b-7d4f-4b6a-9c8e-1f2a3b4c5d6e?from=mail',
    });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toBe(BOOKING_SHELL);
    for (const url of ['/user/bookings', '/user/bookings/a/b', '/user/wallet']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.body, url).toBe(INDEX);
    }
  });
});
