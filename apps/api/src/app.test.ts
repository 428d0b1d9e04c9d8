import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from './plugins/access';
import type { AuthService } from './modules/auth/service';
import { buildTestApp, type TestApp } from './test/helpers/build-test-app';

let t: TestApp;
let webDir: string;
/** As the web build inlines its early requests (apps/web/build/early-requests-plugin.ts). */
const INLINE_SCRIPT = 'window.early=1;';
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'nestly-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>Nestly</title><script>${INLINE_SCRIPT}</script><div id="root"></div>`,
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('operating contract', () => {
  it('GET /api/health answers 200 with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.NESTLY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', db: expected });
  });

  it('serves the web app for any non-API path so it can draw its own 404', async () => {
    for (const url of ['/', '/user/login', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/user/properties' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers unknown API paths with JSON 404, never the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('publishes an OpenAPI document and a docs page generated from the schemas', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/profile/{id}', '/api/admin/users']),
    );
    const login = document.json().paths['/api/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('access declarations', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as AuthService);
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });
});
