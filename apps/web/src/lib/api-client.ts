import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { MESSAGES, TOKEN_STORAGE_KEY, authResponseSchema, type AuthResponse } from '@nestly/shared';
import { useAuthStore } from '../stores/auth-store';
import { toApiError } from './api-error';
import { LOGIN_PATH, areaFromPath } from './role-paths';

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

/** The router registers itself here so the client can move people without a page reload. */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);
export const setApiNavigator = (navigate: (path: string) => void): void => {
  navigateTo = navigate;
};

apiClient.interceptors.request.use((config) => {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let refreshInFlight: Promise<AuthResponse> | null = null;

/**
 * GET /api/auth/refresh-token with the httpOnly cookie. Concurrent callers share one request:
 * the server rotates the refresh token on every use, so two parallel refreshes would revoke the
 * session (PRODUCT.md, Sessions).
 */
export const refreshSession = (): Promise<AuthResponse> => {
  refreshInFlight ??= apiClient
    .get<unknown>(REFRESH_PATH, { skipAuthRefresh: true })
    .then((response) => {
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

const isLoginOrRefresh = (url = ''): boolean =>
  url.endsWith('/login') || url.endsWith(REFRESH_PATH);

/** 403 ACCOUNT_BLOCKED anywhere: toast once, forget the session, go to the area's login. */
const onAccountBlocked = (): void => {
  const { authType, clearSession } = useAuthStore.getState();
  const loginPath = LOGIN_PATH[authType ?? areaFromPath(window.location.pathname)];
  toast.error(MESSAGES.ACCOUNT_BLOCKED, { toastId: BLOCKED_TOAST_ID });
  clearSession();
  if (window.location.pathname !== loginPath) navigateTo(loginPath);
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

  try {
    await refreshSession();
  } catch (refreshError) {
    console.error('Session refresh failed', refreshError);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    useAuthStore.getState().clearSession();
    throw apiError;
  }
  return apiClient.request({ ...config, isRetryAfterRefresh: true });
};

apiClient.interceptors.response.use(undefined, onResponseError);
