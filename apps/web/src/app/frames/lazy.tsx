import type { ComponentProps } from 'react';
import { frameModule, lazyFrame } from '../lazy-frame';

/**
 * The route frames as the routes use them, each loaded with its module on first use: the landing
 * page needs none of them, and a user's page none of the owner's and admin's frame (issue 12,
 * bundle budget; docs/performance.md, Bundle).
 */
const guard = frameModule(() => import('./guard'));
const userFrame = frameModule(() => import('./user'));
const dashboardFrame = frameModule(() => import('./dashboard'));
const signedOut = frameModule(() => import('./public'));

const Guard = lazyFrame(guard, (frames) => frames.RequireAuth);
export const UserLayout = lazyFrame(userFrame, (frames) => frames.UserLayout);
export const DashboardLayout = lazyFrame(dashboardFrame, (frames) => frames.DashboardLayout);
export const PublicOnly = lazyFrame(signedOut, (frames) => frames.PublicOnly);
export const AuthLayout = lazyFrame(signedOut, (frames) => frames.AuthLayout);
export const PublicLayout = lazyFrame(signedOut, (frames) => frames.PublicLayout);

/**
 * The guard, with its area's frame requested at the same time (idempotent: one download per
 * module), so the frame does not wait for the guard's account check to start loading.
 */
export function RequireAuth(props: ComponentProps<typeof Guard>) {
  RequireAuth.preload(props);
  return <Guard {...props} />;
}
RequireAuth.preload = ({ role }: ComponentProps<typeof Guard>): void => {
  Guard.preload();
  void (role === 'user' ? userFrame() : dashboardFrame()).catch(() => undefined);
};
