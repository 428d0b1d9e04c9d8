import { describe, expect, it } from 'vitest';
import { paths } from './paths';

type Screen = { path: string; getHref: (...args: never[]) => string };

const screens = Object.values(paths).flatMap((area) => Object.values(area) as Screen[]);

describe('paths', () => {
  it('gives every screen its own route pattern', () => {
    const patterns = screens.map((screen) => screen.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('builds the addresses of fixed screens', () => {
    expect(paths.public.landing.getHref()).toBe('/');
    expect(paths.public.googleCallback.getHref()).toBe('/auth/google/callback');
    expect(paths.legacy.userDashboard.getHref()).toBe('/user/dashboard');
    expect(paths.user.login.getHref()).toBe('/user/login');
    expect(paths.user.forgotPassword.getHref()).toBe('/user/forgot-pass');
    expect(paths.owner.signup.getHref()).toBe('/owner/signup');
    expect(paths.owner.dashboard.getHref()).toBe('/owner/dashboard');
    expect(paths.owner.editPropertyBlank.getHref()).toBe('/owner/edit-property');
    expect(paths.admin.login.getHref()).toBe('/admin/login');
    expect(paths.admin.features.getHref()).toBe('/admin/features');
    expect(paths.admin.payouts.getHref()).toBe('/admin/payouts');
    expect(paths.admin.reconciliation.getHref()).toBe('/admin/reconciliation');
  });

  it('builds the addresses of screens about one record, encoding the id', () => {
    expect(paths.user.booking.getHref('b-1')).toBe('/user/bookings/b-1');
    expect(paths.user.property.getHref('p/1')).toBe('/user/property/p%2F1');
    expect(paths.owner.booking.getHref('a b')).toBe('/owner/bookings/a%20b');
    expect(paths.owner.property.getHref('p-1')).toBe('/owner/property/p-1');
    expect(paths.owner.editProperty.getHref('p?1')).toBe('/owner/edit-property/p%3F1');
    expect(paths.admin.property.getHref('p-1')).toBe('/admin/properties/p-1');
    expect(paths.admin.booking.getHref('b#1')).toBe('/admin/bookings/b%231');
    expect(paths.user.chatThread.getHref('p/1', 'o 2')).toBe('/user/chat/p%2F1/o%202');
  });

  it('puts what a screen takes in its query, in order, leaving out what is absent', () => {
    expect(paths.user.properties.getHref()).toBe('/user/properties');
    expect(paths.user.properties.getHref({ search: 'sea & sun' })).toBe(
      '/user/properties?search=sea%20%26%20sun',
    );
    expect(paths.owner.chat.getHref({ with: 'u-1' })).toBe('/owner/chat?with=u-1');
    expect(paths.user.chat.getHref()).toBe('/user/chat');
    expect(paths.user.verifyOtp.getHref({ email: 'a+b@x.io' })).toBe(
      '/user/verify-otp?email=a%2Bb%40x.io',
    );
    expect(paths.owner.verifyOtp.getHref({ email: 'a@x.io', registration: 'r-1' })).toBe(
      '/owner/verify-otp?email=a%40x.io&registration=r-1',
    );
    expect(paths.owner.confirmPassword.getHref({ email: 'a@x.io' })).toBe(
      '/owner/confirm-password?email=a%40x.io',
    );
    expect(paths.admin.owners.getHref({ approvalStatus: 'pending', view: 'o-1' })).toBe(
      '/admin/owners?approvalStatus=pending&view=o-1',
    );
    expect(paths.admin.owners.getHref({ view: 'o-1' })).toBe('/admin/owners?view=o-1');
    expect(paths.admin.properties.getHref({ status: 'pending' })).toBe(
      '/admin/properties?status=pending',
    );
    expect(paths.public.propertyDetail.getHref({ id: 'p 1' })).toBe('/propertyDetail?id=p%201');
  });
});
