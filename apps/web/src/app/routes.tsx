import { isValidElement, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  AuthLayout,
  DashboardLayout,
  PublicLayout,
  PublicOnly,
  RequireAuth,
  UserLayout,
} from './frames/lazy';
import { lazyPage } from './lazy-page';
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
const NotificationsPage = lazyPage(() => import('./routes/notifications'));
const ChatPage = lazyPage(() => import('./routes/chat'));

const errorElement = <RouteError />;

/** What app/router reads of a page's route: how to start downloading the page's code. */
export interface PageHandle {
  preload?: () => void;
}

const preloadOf = (element: ReactNode): PageHandle['preload'] =>
  isValidElement(element) && typeof element.type === 'function' && 'preload' in element.type
    ? (element.type.preload as () => void)
    : undefined;

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
export const routes: RouteObject[] = [
  page('/', <LandingPage />),
  page('/auth/google/callback', <GoogleCallbackPage />),

  // Seed inconsistencies, resolved (PRODUCT.md).
  redirect('/login', '/user/login'),
  redirect('/register', '/user/signup'),
  redirect('/user/dashboard', '/user/home'),
  redirect('/properties', '/user/properties'),
  redirect('/about', '/user/about'),
  redirect('/contact', { pathname: '/', hash: '#contact' }),

  // Public in the spec's table (no role check): the page itself decides what a visitor sees.
  {
    element: <PublicLayout />,
    errorElement,
    children: [page('/propertyDetail', <PropertyDetailPage />)],
  },

  {
    element: <PublicOnly />,
    errorElement,
    children: [
      {
        element: <AuthLayout />,
        errorElement,
        children: [
          page('/user/login', <LoginPage role="user" />),
          page('/user/signup', <UserSignupPage />),
          page('/user/verify-otp', <VerifyOtpPage role="user" />),
          page('/user/forgot-pass', <ForgotPasswordPage role="user" />),
          page('/user/confirm-password', <ConfirmPasswordPage role="user" />),
          page('/owner/login', <LoginPage role="owner" />),
          page('/owner/signup', <OwnerSignupPage />),
          page('/owner/verify-otp', <VerifyOtpPage role="owner" />),
          page('/owner/forgot-pass', <ForgotPasswordPage role="owner" />),
          page('/owner/confirm-password', <ConfirmPasswordPage role="owner" />),
          page('/admin/login', <LoginPage role="admin" />),
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
          page('/user/home', <UserHomePage />),
          page('/user/profile', <ProfilePage role="user" />),
          page('/user/about', <UserAboutPage />),
          page('/user/properties', <UserPropertiesPage />),
          page('/user/property/:id', <UserPropertyPage />),
          page('/user/bookings', <UserBookingsPage />),
          page('/user/bookings/:id', <UserBookingPage />),
          page('/user/wallet', <UserWalletPage />),
          page('/user/notifications', <NotificationsPage area="user" />),
        ],
      },
    ],
  },

  // Public in the spec's table, but it needs a user: signed-out visitors sign in and come back.
  {
    element: <RequireAuth role="user" redirectBack />,
    errorElement,
    children: [
      {
        element: <UserLayout />,
        errorElement,
        children: [
          page('/user/checkout', <UserCheckoutPage />),
          // A thread is opened from a home's page or a notice's link: after signing in, back here.
          page('/user/chat', <ChatPage area="user" />),
          page('/user/chat/:propertyId/:ownerId', <ChatPage area="user" />),
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
          page('/owner/dashboard', <OwnerDashboardPage />),
          page('/owner/profile', <ProfilePage role="owner" />),
          page('/owner/properties', <OwnerPropertiesPage />),
          page('/owner/add-property', <OwnerPropertyFormPage />),
          // The spec's /owner/edit-property without an id is the same screen as add.
          page('/owner/edit-property', <OwnerPropertyFormPage />),
          page('/owner/edit-property/:id', <OwnerPropertyFormPage />),
          page('/owner/property/:id', <OwnerPropertyPage />),
          page('/owner/subscription', <OwnerSubscriptionPage />),
          page('/owner/bookings', <OwnerBookingsPage />),
          page('/owner/bookings/:id', <OwnerBookingPage />),
          page('/owner/wallet', <OwnerWalletPage />),
          // Not in the spec's table, but owners receive notifications (its section 1).
          page('/owner/notifications', <NotificationsPage area="owner" />),
        ],
      },
    ],
  },

  // Chat links arrive by e-mail too (a message unread after 15 minutes): sign in, then back.
  {
    element: <RequireAuth role="owner" redirectBack />,
    errorElement,
    children: [
      {
        element: <DashboardLayout area="owner" />,
        errorElement,
        children: [page('/owner/chat', <ChatPage area="owner" />)],
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
          page('/admin/dashboard', <AdminDashboardPage />),
          page('/admin/users', <AdminUsersPage />),
          page('/admin/owners', <AdminOwnersPage />),
          page('/admin/properties', <AdminPropertiesPage />),
          page('/admin/properties/:id', <AdminPropertyPage />),
          page('/admin/services', <AdminServicesPage />),
          page('/admin/features', <AdminFeaturesPage />),
          page('/admin/bookings', <AdminBookingsPage />),
          page('/admin/bookings/:id', <AdminBookingPage />),
        ],
      },
    ],
  },

  page('*', <NotFoundRoute />),
];
