import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { MESSAGES, TOKEN_STORAGE_KEY, type AuthResponse } from '@nestly/shared';
import { useAuthStore } from '../stores/auth-store';
import { toApiError } from './api-error';
import { takeEarlyAnswer } from './early-requests';
import { navigateApp } from './app-navigator';
import { loadShellSchemas } from './load-shell-schemas';
import { LOGIN_PATH, areaFromPath } from './role-paths';
import { toast } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Login and refresh calls: a 401 from them is final, never refreshed. */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is final. */
    isRetryAfterRefresh?: boolean;
  }
}

export const REFRESH_PATH = '/auth/refresh-token';
export const BLOCKED_TOAST_ID = 'account-blocked';

/** All calls send cookies (the refresh cookie) and go to the same origin's /api. */
export const apiClient = axios.create({ baseURL: '/api', withCredentials: true });

export { setApiNavigator } from './app-navigator';

/**
 * A GET that index.html has already sent (the first requests of a signed-in page, see
 * lib/early-requests.ts) is answered by that early answer, once, when it went with the token this
 * call carries and was a success; otherwise the call goes to the network after all. Here, under
 * every API function, so that a page's calls need no change to be sent early.
 */
const answerEarly = (config: InternalAxiosRequestConfig, token: string | null): void => {
  if (config.method !== 'get') return;
  const early = takeEarlyAnswer(apiClient.getUri({ ...config, baseURL: '' }), token);
  if (!early) return;
  const sendToNetwork = axios.getAdapter(config.adapter);
  config.adapter = async (request) => {
    const answer = await early;
    if (answer === null) return sendToNetwork(request);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config: request };
  };
};

apiClient.interceptors.request.use((config) => {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  answerEarly(config, token);
  return config;
});

let refreshInFlight: Promise<AuthResponse> | null = null;

/**
 * GET /api/auth/refresh-token with the httpOnly cookie. Concurrent callers share one request:
 * the server rotates the refresh token on every use, so two parallel refreshes would revoke the
 * session (PRODUCT.md, Sessions).
 */
export const refreshSession = (): Promise<AuthResponse> => {
  refreshInFlight ??= Promise.all([
    apiClient.get<unknown>(REFRESH_PATH, { skipAuthRefresh: true }),
    loadShellSchemas(),
  ])
    .then(([response, { authResponseSchema }]) => {
      const session = authResponseSchema.parse(response.data);
      localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
      useAuthStore.getState().setUser(session.user);
      return session;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
};

/** One refresh across all of this person's tabs at a time (docs/decisions/010). */
const REFRESH_LOCK = 'nestly-session-refresh';

const withRefreshLock = async (work: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    await navigator.locks.request(REFRESH_LOCK, work);
    return;
  }
  await work();
};

/**
 * After a 401 that carried `failedToken`: under the cross-tab lock, take the token another tab (or
 * an earlier call of this one) has just stored, and refresh only if there is none. Tabs racing
 * still meet the server's grace window, which hands them the same new pair.
 */
const renewAfterUnauthorised = (failedToken: string | null) =>
  withRefreshLock(async () => {
    const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (stored && stored !== failedToken) return;
    await refreshSession();
  });

const isLoginOrRefresh = (url = ''): boolean =>
  url.endsWith('/login') || url.endsWith(REFRESH_PATH);

/** 403 ACCOUNT_BLOCKED anywhere (or the live connection refused): toast once, forget the session, go to the area's login. */
export const onAccountBlocked = (): void => {
  const { authType, clearSession } = useAuthStore.getState();
  const loginPath = LOGIN_PATH[authType ?? areaFromPath(window.location.pathname)];
  toast.error(MESSAGES.ACCOUNT_BLOCKED, { toastId: BLOCKED_TOAST_ID });
  clearSession();
  if (window.location.pathname !== loginPath) navigateApp(loginPath);
};

const onResponseError = async (error: AxiosError): Promise<never> => {
  const apiError = await toApiError(error);
  const config = error.config as InternalAxiosRequestConfig | undefined;

  if (apiError.status === 403 && apiError.code === 'ACCOUNT_BLOCKED') {
    onAccountBlocked();
    throw apiError;
  }

  const canRefresh =
    apiError.status === 401 &&
    config !== undefined &&
    !config.skipAuthRefresh &&
    !config.isRetryAfterRefresh &&
    !isLoginOrRefresh(config.url);
  if (!canRefresh) throw apiError;

  const failedToken =
    config.headers
      .get('Authorization')
      ?.toString()
      .replace(/^Bearer /, '') ?? null;
  try {
    await renewAfterUnauthorised(failedToken);
  } catch (refreshError) {
    console.error('Session refresh failed', refreshError);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    useAuthStore.getState().clearSession();
    throw apiError;
  }
  return apiClient.request({ ...config, isRetryAfterRefresh: true });
};

apiClient.interceptors.response.use(undefined, onResponseError);
