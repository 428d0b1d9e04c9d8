import { TOKEN_STORAGE_KEY } from '@nestly/shared';

/**
 * Requests index.html starts before the app's code has loaded (src/boot/early-requests.ts,
 * inlined by build/early-requests-plugin.ts), handed to the app's first matching call.
 *
 * On a signed-in search the page otherwise waits for its JavaScript (about 50 files), then the
 * account check, then the search, before the first card's photo can start (issue 12). The boot
 * script sends the account check and the search as the page opens, with the stored token, and
 * keeps each answer under its exact path and query; the app's own call takes it once, if it was
 * sent with the token still stored and not long ago, and otherwise (another query, another
 * person, a refused or failed answer) sends its own request, with the api-client's refresh on 401.
 */

/** Under this name on `window`: what the boot script started, by API path and query. */
export const EARLY_REQUESTS_GLOBAL = '__nestlyEarlyRequests';

/** An answer older than this (the app was slow to ask, or asked later) is not used. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

export interface EarlyRequest {
  /** The access token the request carried. */
  token: string;
  /** `performance.now()` when it was sent. */
  sentAt: number;
  /** The body of a 2xx answer; null for any other answer or a failure. */
  answer: Promise<unknown>;
}

export type EarlyRequests = Record<string, EarlyRequest | undefined>;

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: EarlyRequests;
  }
}

/**
 * The early answer for `apiPath` (path and query under /api, as the api-client is given them), at
 * most once; undefined when there is none to use. Its promise resolves to null when the answer
 * was not a success, for the caller to ask again.
 */
export const takeEarlyAnswer = (
  apiPath: string,
  currentToken: string | null,
): Promise<unknown> | undefined => {
  const requests = window[EARLY_REQUESTS_GLOBAL];
  const request = requests?.[apiPath];
  if (!requests || !request) return undefined;
  delete requests[apiPath];
  const isFresh = performance.now() - request.sentAt <= EARLY_ANSWER_MAX_AGE_MS;
  if (!isFresh || currentToken === null || request.token !== currentToken) return undefined;
  return request.answer;
};

/**
 * The early answer for `apiPath` if there is one to use, else (or if it was not a success) what
 * `ask` fetches: the caller's own request, through the api-client.
 */
export const earlyAnswerOr = (apiPath: string, ask: () => Promise<unknown>): Promise<unknown> => {
  const early = takeEarlyAnswer(apiPath, localStorage.getItem(TOKEN_STORAGE_KEY));
  return early ? early.then((answer) => answer ?? ask()) : ask();
};
