/**
 * Requests index.html starts before the app's code has loaded (src/boot/early-requests.ts,
 * inlined by build/early-requests-plugin.ts), handed to the app's first matching call.
 *
 * A signed-in page otherwise waits for its JavaScript (tens of files), then the account check,
 * then its own requests, before its first photo can start (issues 12 and 27). The boot script
 * sends the account check, the frame's counts and the page's requests as the page opens, with the
 * stored token, and keeps each answer under its exact path and query; the app's own call (any GET
 * through lib/api-client) takes it once, if it was sent with the same token and not long ago, and
 * otherwise (another query, another person, a refused or failed answer) sends its own request,
 * with the api-client's refresh on 401.
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
