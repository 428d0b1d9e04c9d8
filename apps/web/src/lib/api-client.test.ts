import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TYPE_SESSION_KEY, MESSAGES, TOKEN_STORAGE_KEY } from '@nestly/shared';
import { makeAccount, signIn } from '../test/render';
import { useAuthStore } from '../stores/auth-store';
import { ApiError } from './api-error';
import { apiClient, setApiNavigator } from './api-client';
import { EARLY_REQUESTS_GLOBAL } from './early-requests';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({
  toast: { error: toastError, success: vi.fn(), info: vi.fn() },
}));

type Reply = { status: number; data?: unknown; headers?: Record<string, string> };
type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

const calls: { url: string; authorization: string | undefined }[] = [];

/** A fake transport: records each request and answers (or fails) like a server would. */
const useServer = (handler: Handler) => {
  apiClient.defaults.adapter = async (config) => {
    calls.push({
      url: config.url ?? '',
      authorization: config.headers.get('Authorization')?.toString(),
    });
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', String(reply.status), config, null, response);
    }
    return response;
  };
};

const refreshed = { message: 'Token refreshed', user: makeAccount(), token: 'fresh-token' };

beforeEach(() => {
  calls.length = 0;
  toastError.mockClear();
});

afterEach(() => {
  delete apiClient.defaults.adapter;
  useAuthStore.getState().clearSession();
});

describe('api-client', () => {
  it('sends the stored token as a bearer token', async () => {
    signIn('user');
    useServer(() => ({ status: 200, data: { ok: true } }));
    await apiClient.get('/user/profile/1');
    expect(calls[0]?.authorization).toBe('Bearer token-user');
  });

  it('refreshes once on a 401, stores the new token and retries the original call', async () => {
    signIn('user');
    useServer((config) => {
      if (config.url === '/auth/refresh-token') return { status: 200, data: refreshed };
      const isFresh = config.headers.get('Authorization') === 'Bearer fresh-token';
      return isFresh
        ? { status: 200, data: { ok: config.url } }
        : { status: 401, data: { message: 'Expired', code: 'SESSION_EXPIRED' } };
    });

    const [first, second] = await Promise.all([apiClient.get('/user/a'), apiClient.get('/user/b')]);

    expect(first.data).toEqual({ ok: '/user/a' });
    expect(second.data).toEqual({ ok: '/user/b' });
    expect(calls.filter((call) => call.url === '/auth/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('uses the token another tab stored meanwhile instead of refreshing again', async () => {
    signIn('user');
    useServer((config) => {
      if (config.url === '/auth/refresh-token') return { status: 200, data: refreshed };
      if (config.headers.get('Authorization') === 'Bearer other-tab-token') {
        return { status: 200, data: { ok: true } };
      }
      // While this call was out, another tab refreshed and stored its new token.
      localStorage.setItem(TOKEN_STORAGE_KEY, 'other-tab-token');
      return { status: 401, data: { message: 'Expired', code: 'SESSION_EXPIRED' } };
    });

    const answer = await apiClient.get('/user/a');

    expect(answer.data).toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/user/a', '/user/a']);
    expect(calls[1]?.authorization).toBe('Bearer other-tab-token');
  });

  it('refreshes under the cross-tab lock when the browser has one', async () => {
    signIn('user');
    const locked: string[] = [];
    const request = vi.fn(async (name: string, work: () => Promise<unknown>) => {
      locked.push(name);
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    useServer((config) => {
      if (config.url === '/auth/refresh-token') return { status: 200, data: refreshed };
      return config.headers.get('Authorization') === 'Bearer fresh-token'
        ? { status: 200, data: { ok: true } }
        : { status: 401, data: { message: 'Expired', code: 'SESSION_EXPIRED' } };
    });

    await apiClient.get('/user/a');

    expect(locked).toEqual(['nestly-session-refresh']);
    expect(calls.filter((call) => call.url === '/auth/refresh-token')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('when the refresh fails, removes the stored token, clears the session and rejects', async () => {
    signIn('owner');
    useServer(() => ({
      status: 401,
      data: { message: 'Not authenticated', code: 'NOT_AUTHENTICATED' },
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const failure = apiClient.get('/owner/profile/1');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED' });
    expect(calls.map((call) => call.url)).toEqual(['/owner/profile/1', '/auth/refresh-token']);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_TYPE_SESSION_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      authType: null,
      isAuthenticated: false,
    });
  });

  it('never refreshes for a failed login', async () => {
    useServer(() => ({
      status: 401,
      data: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
    }));
    await expect(apiClient.post('/user/login', {})).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls).toHaveLength(1);
  });

  it('on 403 ACCOUNT_BLOCKED toasts, clears the session and goes to the area login', async () => {
    signIn('owner');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    useServer(() => ({
      status: 403,
      data: { message: MESSAGES.ACCOUNT_BLOCKED, code: 'ACCOUNT_BLOCKED' },
    }));

    await expect(apiClient.get('/owner/dashboard')).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_BLOCKED',
    });

    // The toast is shown once react-toastify has loaded (lib/toast).
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(MESSAGES.ACCOUNT_BLOCKED, expect.anything()),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/owner/login');
  });

  it('turns error bodies into ApiError with details and Retry-After', async () => {
    useServer(() => ({
      status: 429,
      data: {
        message: 'Too many requests, try again in a minute',
        code: 'RATE_LIMITED',
        details: [],
      },
      headers: { 'retry-after': '42' },
    }));
    await expect(apiClient.post('/user/resend-otp', {})).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests, try again in a minute',
      retryAfterSeconds: 42,
    });
  });
});

describe('api-client, early answers (lib/early-requests)', () => {
  const PATH = '/user/bookings?page=1&limit=5';
  const sendEarly = (answer: unknown, token = 'token-user') => {
    window[EARLY_REQUESTS_GLOBAL] = {
      [PATH]: { token, sentAt: performance.now(), answer: Promise.resolve(answer) },
    };
  };
  afterEach(() => {
    delete window[EARLY_REQUESTS_GLOBAL];
  });

  it('answers a GET index.html already sent with that answer, once, sending nothing', async () => {
    signIn('user');
    useServer(() => ({ status: 200, data: { from: 'network' } }));
    sendEarly({ from: 'index.html' });
    const first = await apiClient.get('/user/bookings', { params: { page: 1, limit: 5 } });
    expect(first.data).toEqual({ from: 'index.html' });
    expect(calls).toEqual([]);
    const second = await apiClient.get('/user/bookings', { params: { page: 1, limit: 5 } });
    expect(second.data).toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('goes to the network when the early answer failed, was sent for another token or another query', async () => {
    signIn('user');
    useServer(() => ({ status: 200, data: { from: 'network' } }));
    sendEarly(null);
    await expect(apiClient.get(PATH)).resolves.toMatchObject({ data: { from: 'network' } });
    sendEarly({ from: 'index.html' }, 'someone-else');
    await expect(apiClient.get(PATH)).resolves.toMatchObject({ data: { from: 'network' } });
    sendEarly({ from: 'index.html' });
    await expect(
      apiClient.get('/user/bookings', { params: { page: 2, limit: 5 } }),
    ).resolves.toMatchObject({ data: { from: 'network' } });
    expect(calls).toHaveLength(3);
  });

  it('never answers a write from an early answer', async () => {
    signIn('user');
    useServer(() => ({ status: 200, data: { from: 'network' } }));
    sendEarly({ from: 'index.html' });
    await expect(apiClient.post(PATH, {})).resolves.toMatchObject({ data: { from: 'network' } });
  });
});
