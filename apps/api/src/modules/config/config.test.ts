import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigResponseSchema } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

let plain: TestApp;

beforeAll(async () => {
  plain = await buildTestApp();
});
afterAll(async () => {
  await plain?.close();
});

const configOf = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/config', headers });
  expect(response.statusCode, response.body).toBe(200);
  return appConfigResponseSchema.strict().parse(response.json());
};

describe('GET /api/config', () => {
  it('tells anyone, signed out, that Google sign-in is off when it is not configured', async () => {
    expect(await configOf(plain)).toEqual({ canSignInWithGoogle: false });
  });

  it('says Google sign-in is on only when both credentials are set', async () => {
    const onlyId = await buildTestApp(
      { GOOGLE_CLIENT_ID: 'nestly-test-client' },
      { sharedDatabase: plain.database },
    );
    const both = await buildTestApp(
      { GOOGLE_CLIENT_ID: 'nestly-test-client', GOOGLE_CLIENT_SECRET: 'nestly-test-secret' },
      { sharedDatabase: plain.database },
    );
    try {
      expect(await configOf(onlyId)).toEqual({ canSignInWithGoogle: false });
      expect(await configOf(both)).toEqual({ canSignInWithGoogle: true });
    } finally {
      await onlyId.close();
      await both.close();
    }
  });
});
