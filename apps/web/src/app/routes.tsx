import { isValidElement, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@nestly/shared';
import {
  AuthLayout,
  DashboardLayout,
  PublicLayout,
  PublicOnly,
  RequireAuth,
  UserLayout,
} from './frames/lazy';
import { lazyPage } from './lazy-page';
import { NavigationFrame } from './navigation-frame';
import { NotFoundRoute } from './not-found-route';
import { RouteError } from './route-error';

// The landing page queries nothing: it loads without the query cache (app/query-boundary).
const LandingPage = lazyPage(() => import('./routes/landing'), { queries: false });
const LoginPage = lazyPage(() => import('./routes/login'));
const UserSignupPage = lazyPage(() => import('./routes/user-signup'));
const OwnerSignupPage = lazyPage(() => import('./routes/owner-signup'));
const VerifyOtpPage = lazyPage(() => import('./routes/verify-otp'));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'));
const ConfirmPasswordPage = lazyPage(() => import('./routes/confirm-password'));
const SetPasswordPage = lazyPage(() => import('./routes/set-password'));
const GoogleCallbackPage = lazyPage(() => import('./routes/google-callback'));
const UserHomePage = lazyPage(() => import('./routes/user-home'));
const UserAboutPage = lazyPage(() => import('./routes/user-about'));
const UserCheckoutPage = lazyPage(() => import('./routes/user-checkout'));
const ProfilePage = lazyPage(() => import('./routes/profile'));
const OwnerDashboardPage = lazyPage(() => import('./routes/owner-dashboard'));
const AdminDashboardPage = lazyPage(() => import('./routes/admin-dashboard'));
const AdminUsersPage = lazyPage(() => import('./routes/admin-users'));
const AdminOwnersPage = lazyPage(() => import('./routes/admin-owners'));
const UserPropertiesPage = lazyPage(() => import('./routes/user-properties'));
const UserPropertyPage = lazyPage(() => import('./routes/user-property'));
const PropertyDetailPage = lazyPage(() => import('./routes/property-detail'));
const OwnerPropertiesPage = lazyPage(() => import('./routes/owner-properties'));
const OwnerPropertyPage = lazyPage(() => import('./routes/owner-property'));
const OwnerPropertyFormPage = lazyPage(() => import('./routes/owner-property-form'));
const OwnerSubscriptionPage = lazyPage(() => import('./routes/owner-subscription'));
const AdminPropertiesPage = lazyPage(() => import('./routes/admin-properties'));
const AdminPropertyPage = lazyPage(() => import('./routes/admin-property'));
const AdminServicesPage = lazyPage(() => import('./routes/admin-services'));
const AdminFeaturesPage = lazyPage(() => import('./routes/admin-features'));
const UserBookingsPage = lazyPage(() => import('./routes/user-bookings'));
const UserBookingPage = lazyPage(() => import('./routes/user-booking'));
const UserWalletPage = lazyPage(() => import('./routes/user-wallet'));
const OwnerBookingsPage = lazyPage(() => import('./routes/owner-bookings'));
const OwnerBookingPage = lazyPage(() => import('./routes/owner-booking'));
const OwnerWalletPage = lazyPage(() => import('./routes/owner-wallet'));
const AdminBookingsPage = lazyPage(() => import('./routes/admin-bookings'));
const AdminBookingPage = lazyPage(() => import('./routes/admin-booking'));
const AdminMoneyOutPage = lazyPage(() => import('./routes/admin-money-out'));
const NotificationsPage = lazyPage(() => import('./routes/notifications'));
const ChatPage = lazyPage(() => import('./routes/chat'));

const errorElement = <RouteError />;

/** What app/router reads of a page's route: how to start downloading the page's code. */
export interface PageHandle {
  preload?: () => void;
}

/** How to start downloading what a route's element draws (a lazy page or frame), if it says. */
export const preloadOf = (element: ReactNode): PageHandle['preload'] => {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const { type, props } = element as { type: { preload?: unknown }; props: unknown };
  return typeof type.preload === 'function'
    ? () => (type.preload as (props: unknown) => void)(props)
    : undefined;
};

/**
 * Each screen gets its own error boundary, so a failure keeps the surrounding layout; its handle
 * lets the router start the screen's download while its frames load (app/router).
 */
const page = (path: string, element: ReactNode): RouteObject => ({
  path,
  element,
  errorElement,
  handle: { preload: preloadOf(element) } satisfies PageHandle,
});

const redirect = (path: string, to: string | { pathname: string; hash: string }): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

/** Spec section 2, plus the owner's notifications page. */
const pages: RouteObject[] = [
  page(paths.public.landing.path, <LandingPage />),
  page(paths.public.googleCallback.path, <GoogleCallbackPage />),

  // Seed inconsistencies, resolved (PRODUCT.md).
  redirect(paths.legacy.login.path, paths.user.login.getHref()),
  redirect(paths.legacy.register.path, paths.user.signup.getHref()),
  redirect(paths.legacy.userDashboard.path, paths.user.home.getHref()),
  redirect(paths.legacy.properties.path, paths.user.properties.getHref()),
  redirect(paths.legacy.about.path, paths.user.about.getHref()),
  redirect(paths.legacy.contact.path, {
    pathname: paths.public.landing.getHref(),
    hash: '#contact',
  }),

  // Public in the spec's table (no role check): the page itself decides what a visitor sees.
  {
    element: <PublicLayout />,
    errorElement,
    children: [page(paths.public.propertyDetail.path, <PropertyDetailPage />)],
  },

  {
    element: <PublicOnly />,
    errorElement,
    children: [
      {
        element: <AuthLayout />,
        errorElement,
        children: [
          page(paths.user.login.path, <LoginPage role="user" />),
          page(paths.user.signup.path, <UserSignupPage />),
          page(paths.user.verifyOtp.path, <VerifyOtpPage role="user" />),
          page(paths.user.forgotPassword.path, <ForgotPasswordPage role="user" />),
          page(paths.user.confirmPassword.path, <ConfirmPasswordPage role="user" />),
          page(paths.owner.login.path, <LoginPage role="owner" />),
          page(paths.owner.signup.path, <OwnerSignupPage />),
          page(paths.owner.verifyOtp.path, <VerifyOtpPage role="owner" />),
          page(paths.owner.forgotPassword.path, <ForgotPasswordPage role="owner" />),
          page(paths.owner.confirmPassword.path, <ConfirmPasswordPage role="owner" />),
          page(paths.admin.login.path, <LoginPage role="admin" />),
          page(paths.public.setPassword.path, <SetPasswordPage />),
        ],
      },
    ],
  },

  {
    element: <RequireAuth role="user" />,
    errorElement,
    children: [
      {
        element: <UserLayout />,
        errorElement,
        children: [
          page(paths.user.home.path, <UserHomePage />),
          page(paths.user.profile.path, <ProfilePage role="user" />),
          page(paths.user.about.path, <UserAboutPage />),
          page(paths.user.properties.path, <UserPropertiesPage />),
          page(paths.user.property.path, <UserPropertyPage />),
          page(paths.user.bookings.path, <UserBookingsPage />),
          page(paths.user.booking.path, <UserBookingPage />),
          page(paths.user.wallet.path, <UserWalletPage />),
          page(paths.user.notifications.path, <NotificationsPage area="user" />),
          // Public in the spec's table, but it needs a user: signed-out visitors sign in first.
          page(paths.user.checkout.path, <UserCheckoutPage />),
          page(paths.user.chat.path, <ChatPage area="user" />),
          page(paths.user.chatThread.path, <ChatPage area="user" />),
        ],
      },
    ],
  },

  {
    element: <RequireAuth role="owner" />,
    errorElement,
    children: [
      {
        element: <DashboardLayout area="owner" />,
        errorElement,
        children: [
          page(paths.owner.dashboard.path, <OwnerDashboardPage />),
          page(paths.owner.profile.path, <ProfilePage role="owner" />),
          page(paths.owner.properties.path, <OwnerPropertiesPage />),
          page(paths.owner.addProperty.path, <OwnerPropertyFormPage />),
          // The spec's /owner/edit-property without an id is the same screen as add.
          page(paths.owner.editPropertyBlank.path, <OwnerPropertyFormPage />),
          page(paths.owner.editProperty.path, <OwnerPropertyFormPage />),
          page(paths.owner.property.path, <OwnerPropertyPage />),
          page(paths.owner.subscription.path, <OwnerSubscriptionPage />),
          page(paths.owner.bookings.path, <OwnerBookingsPage />),
          page(paths.owner.booking.path, <OwnerBookingPage />),
          page(paths.owner.wallet.path, <OwnerWalletPage />),
          // Not in the spec's table, but owners receive notifications (its section 1).
          page(paths.owner.notifications.path, <NotificationsPage area="owner" />),
          page(paths.owner.chat.path, <ChatPage area="owner" />),
        ],
      },
    ],
  },

  {
    element: <RequireAuth role="admin" />,
    errorElement,
    children: [
      {
        element: <DashboardLayout area="admin" />,
        errorElement,
        children: [
          page(paths.admin.dashboard.path, <AdminDashboardPage />),
          page(paths.admin.users.path, <AdminUsersPage />),
          page(paths.admin.owners.path, <AdminOwnersPage />),
          page(paths.admin.properties.path, <AdminPropertiesPage />),
          page(paths.admin.property.path, <AdminPropertyPage />),
          page(paths.admin.services.path, <AdminServicesPage />),
          page(paths.admin.features.path, <AdminFeaturesPage />),
          page(paths.admin.bookings.path, <AdminBookingsPage />),
          page(paths.admin.booking.path, <AdminBookingPage />),
          page(paths.admin.payouts.path, <AdminMoneyOutPage screen="payouts" />),
          page(paths.admin.reconciliation.path, <AdminMoneyOutPage screen="reconciliation" />),
          page(paths.admin.depositDisputes.path, <AdminMoneyOutPage screen="deposit-disputes" />),
        ],
      },
    ],
  },

  page('*', <NotFoundRoute />),
];

/** Every page inside the frame that handles page changes (scroll, focus) and the skip link. */
export const routes: RouteObject[] = [{ element: <NavigationFrame />, children: pages }];
