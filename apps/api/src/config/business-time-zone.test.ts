import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('BUSINESS_TIME_ZONE', () => {
  it('defaults to Asia/Kolkata', () => {
    expect(loadEnv({}).BUSINESS_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('takes an IANA zone name', () => {
    expect(loadEnv({ BUSINESS_TIME_ZONE: 'Asia/Dubai' }).BUSINESS_TIME_ZONE).toBe('Asia/Dubai');
    expect(loadEnv({ BUSINESS_TIME_ZONE: 'UTC' }).BUSINESS_TIME_ZONE).toBe('UTC');
  });

  it.each(['IST', '+05:30', 'Asia/Nowhere', 'kolkata'])(
    'refuses %s, naming the variable',
    (zone) => {
      expect(() => loadEnv({ BUSINESS_TIME_ZONE: zone })).toThrow(
        /BUSINESS_TIME_ZONE: must be an IANA time zone name/,
      );
    },
  );
});
