import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../lib/api-client';

export interface RecordedCall {
  method: string;
  /** Path with its query string, e.g. `/user/property/filtered?city=Kochi`. */
  url: string;
  params: unknown;
  data: unknown;
}

type Reply = { status?: number; data?: unknown };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * A fake server behind the api-client: `'GET /owner/subscription'` (exact path) or a RegExp on
 * `METHOD path`, answering 200 unless told otherwise; unknown calls answer 404. Every call is
 * recorded, with its query string built the way axios sends it.
 */
export const serveApi = (routes: [string | RegExp, Handler | Reply][]) => {
  const calls: RecordedCall[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const fullUrl = apiClient.getUri(config).replace(/^\/api/, '');
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: fullUrl,
      params: config.params,
      data: config.data,
    };
    calls.push(call);
    const path = fullUrl.split('?')[0];
    const key = `${call.method} ${path}`;
    const route = routes.find(([pattern]) =>
      typeof pattern === 'string' ? pattern === key : pattern.test(key),
    );
    const reply: Reply = route
      ? typeof route[1] === 'function'
        ? await route[1](call)
        : route[1]
      : { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError('Request failed', String(response.status), config, null, response);
    }
    return response;
  };
  return calls;
};

export const stopApi = () => {
  delete apiClient.defaults.adapter;
};
