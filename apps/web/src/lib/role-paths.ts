import { paths, type Role } from '@nestly/shared';

/** Where each area signs in (spec section 2, route guard behaviour). */
export const LOGIN_PATH: Record<Role, string> = {
  user: paths.user.login.getHref(),
  owner: paths.owner.login.getHref(),
  admin: paths.admin.login.getHref(),
};

/** Where a signed-in person lands: the public-only guard and the landing page's "Profile". */
export const HOME_PATH: Record<Role, string> = {
  user: paths.user.home.getHref(),
  owner: paths.owner.dashboard.getHref(),
  admin: paths.admin.dashboard.getHref(),
};

/**
 * Where a signed-in person with the wrong role is sent. The spec names /user/dashboard for users;
 * that path redirects to /user/home (PRODUCT.md, seed inconsistencies).
 */
export const WRONG_ROLE_PATH: Record<Role, string> = {
  user: paths.legacy.userDashboard.getHref(),
  owner: paths.owner.dashboard.getHref(),
  admin: paths.admin.dashboard.getHref(),
};

/**
 * The area a path belongs to: its first segment when that names an area (so `/admin/owners` is the
 * admin's), else "owner" or "admin" anywhere in the path (the spec's rule), otherwise the user's.
 */
export const areaFromPath = (pathname: string): Role => {
  const [, first] = pathname.split('/');
  if (first === 'admin' || first === 'owner' || first === 'user') return first;
  if (pathname.includes('owner')) return 'owner';
  if (pathname.includes('admin')) return 'admin';
  return 'user';
};

export const loginPathForPath = (pathname: string): string => LOGIN_PATH[areaFromPath(pathname)];

/**
 * Accepts only same-origin absolute paths ("/x"), never "//host", "/\host" or an absolute URL.
 * Whitespace and control characters are refused outright: a browser drops tabs and newlines from a
 * URL, so "/\t/host" would become "//host".
 */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
};

/** `/user/login?redirect=/user/checkout`: slashes stay readable, everything else is encoded. */
export const withRedirect = (loginPath: string, target: string): string =>
  `${loginPath}?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
