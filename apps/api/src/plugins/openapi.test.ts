import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import spectralCore from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

const require = createRequire(import.meta.url);

// Issue 29: the API document is for client authors. It passes Spectral's `spectral:oas` rules
// with no error and no warning, and a typed client generated from it type-checks real calls.
let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('is clean under spectral:oas (no errors, no warnings)', async () => {
    const { Spectral } = spectralCore;
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
    const results = await spectral.run(document);
    // Severity 0 is an error, 1 a warning (2 and 3 are hints and information).
    const problems = results
      .filter((result) => result.severity <= 1)
      .map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`);
    expect(problems).toEqual([]);
  });
});

/** Real calls through openapi-fetch, typed by the generated `paths`; two wrong ones must not pass. */
const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
const id = '00000000-0000-4000-8000-000000000000';

export const calls = async () => {
  const features = await client.GET('/api/admin/features');
  const names: string[] = features.data?.data.map((feature) => feature.name) ?? [];
  const order = await client.POST('/api/user/razorpay/order/{id}', {
    params: { path: { id } },
    body: { amount: 1_445_000 },
  });
  const orderId: string | undefined = order.data?.orderId;
  const keyId: string | undefined = order.data?.order.keyId;
  const renamed = await client.PATCH('/api/admin/features/{id}', {
    params: { path: { id } },
    body: { data: { name: 'Lift' } },
  });
  const icon: string | undefined = renamed.data?.feature.icon;
  // @ts-expect-error: the edit's body is { data: { name, icon } }, not the fields themselves
  await client.PATCH('/api/admin/features/{id}', { params: { path: { id } }, body: { name: 'Lift' } });
  // @ts-expect-error: no such path
  await client.GET('/api/admin/nothing-here');
  return { names, orderId, keyId, icon };
};
`;

describe('a client generated from the document (openapi-typescript)', () => {
  it('type-checks real calls, and refuses wrong ones', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-openapi-'));
    try {
      fs.writeFileSync(
        path.join(directory, 'api.d.ts'),
        astToString(await openapiTS(document as never)),
      );
      const callsFile = path.join(directory, 'calls.ts');
      fs.writeFileSync(callsFile, CALLS);
      // openapi-fetch's types from this package's dependencies (the temporary folder has none).
      const fetchTypes = path.join(
        path.dirname(require.resolve('openapi-fetch/package.json')),
        'dist/index.d.mts',
      );
      const program = ts.createProgram([callsFile], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        paths: { 'openapi-fetch': [fetchTypes] },
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
