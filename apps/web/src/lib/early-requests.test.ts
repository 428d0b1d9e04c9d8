import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_REQUESTS_GLOBAL, takeEarlyAnswer } from './early-requests';

const PATH = '/user/property/filtered?sort=newest&page=1&limit=12';

const early = (answer: unknown, { token = 'token-1', sentAt = performance.now() } = {}) => {
  window[EARLY_REQUESTS_GLOBAL] = { [PATH]: { token, sentAt, answer: Promise.resolve(answer) } };
};

afterEach(() => {
  delete window[EARLY_REQUESTS_GLOBAL];
});

describe('takeEarlyAnswer', () => {
  it('hands the answer sent with the stored token to the first caller only', async () => {
    early({ data: [] });
    await expect(takeEarlyAnswer(PATH, 'token-1')).resolves.toEqual({ data: [] });
    expect(takeEarlyAnswer(PATH, 'token-1')).toBeUndefined();
  });

  it('gives nothing for another query, another token, no token or an old answer', () => {
    early({ data: [] });
    expect(
      takeEarlyAnswer('/user/property/filtered?city=Goa&sort=newest&page=1&limit=12', 'token-1'),
    ).toBeUndefined();
    early({ data: [] });
    expect(takeEarlyAnswer(PATH, 'token-2')).toBeUndefined();
    early({ data: [] });
    expect(takeEarlyAnswer(PATH, null)).toBeUndefined();
    early({ data: [] }, { sentAt: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    expect(takeEarlyAnswer(PATH, 'token-1')).toBeUndefined();
    // Refused once, it is gone: a later caller with the right token does not get it either.
    expect(takeEarlyAnswer(PATH, 'token-1')).toBeUndefined();
  });
});
