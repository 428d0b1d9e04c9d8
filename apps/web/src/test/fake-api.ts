import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export interface RecordedCall {
  method: string;
  /** Path with its query string, e.g. `/user/property/filtered?city=Kochi`. */
  url: string;
  /** The query string as an object (values are strings, repeated keys arrays); none without one. */
  params: unknown;
  /** The body as sent: JSON as its text, multipart as FormData; none without a body. */
  data: unknown;
  /** The request's headers, names in lower case (e.g. `idempotency-key`). */
  headers: Record<string, string>;
}

/** `networkError` drops the connection instead of answering (what a lost network looks like). */
type Reply = { status?: number; data?: unknown; networkError?: boolean };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

const API_PREFIX = '/api';
const NOT_FOUND: Reply = { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };

/**
 * Intercepts the page's requests at the network level (XMLHttpRequest and fetch), so the tests hold
 * whichever HTTP client the app uses. Started once in setup.ts; each test's routes are reset after it.
 */
export const apiServer = setupServer();

const paramsOf = (search: URLSearchParams): Record<string, string | string[]> | undefined => {
  const keys = [...new Set(search.keys())];
  if (keys.length === 0) return undefined;
  return Object.fromEntries(
    keys.map((key) => {
      const values = search.getAll(key);
      return [key, values.length === 1 ? values[0]! : values];
    }),
  );
};

/**
 * The parsed multipart body rebuilt as the page built it: with the page's own FormData and File
 * (jsdom's; the request MSW hands over is Node's, whose File a test's `toBeInstanceOf(File)` would
 * not recognise), and text with its line breaks as typed (multipart sends each as CRLF).
 */
const toPageFormData = async (parsed: Awaited<ReturnType<Request['formData']>>) => {
  const form = new FormData();
  for (const [key, value] of parsed.entries()) {
    if (typeof value === 'string') form.append(key, value.replace(/\r\n/g, '\n'));
    else form.append(key, new File([await value.arrayBuffer()], value.name, { type: value.type }));
  }
  return form;
};

const bodyOf = async (request: Request): Promise<unknown> => {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return toPageFormData(await request.formData());
  }
  const text = await request.text();
  return text === '' ? undefined : text;
};

const replyTo = async (
  routes: [string | RegExp, Handler | Reply][],
  call: RecordedCall,
): Promise<Reply> => {
  const key = `${call.method} ${call.url.split('?')[0]}`;
  const route = routes.find(([pattern]) =>
    typeof pattern === 'string' ? pattern === key : pattern.test(key),
  );
  if (!route) return NOT_FOUND;
  return typeof route[1] === 'function' ? route[1](call) : route[1];
};

/**
 * A fake server behind `/api`: `'GET /owner/subscription'` (exact path) or a RegExp on
 * `METHOD path`, answering 200 unless told otherwise; unknown calls answer 404. Every call is
 * recorded in the order sent, with its query string as it went over the wire.
 */
export const serveApi = (routes: [string | RegExp, Handler | Reply][]) => {
  const calls: RecordedCall[] = [];
  apiServer.use(
    http.all(`${API_PREFIX}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const call: RecordedCall = {
        method: request.method.toUpperCase(),
        url: url.pathname.slice(API_PREFIX.length) + url.search,
        params: paramsOf(url.searchParams),
        data: undefined,
        headers: Object.fromEntries(request.headers.entries()),
      };
      // Recorded before the body is read, so calls sent together keep the order they were sent in.
      calls.push(call);
      call.data = await bodyOf(request);
      const reply = await replyTo(routes, call);
      if (reply.networkError) return HttpResponse.error();
      return HttpResponse.json(reply.data ?? {}, { status: reply.status ?? 200 });
    }),
  );
  return calls;
};

export const stopApi = () => {
  apiServer.resetHandlers();
};
