import { describe, expect, it } from 'vitest';
import { areaFromPath, loginPathForPath, safeRedirect, withRedirect } from './role-paths';

describe('role paths', () => {
  it('picks the area by "owner" or "admin" in the path, otherwise the user area', () => {
    expect(areaFromPath('/owner/bookings/1')).toBe('owner');
    expect(areaFromPath('/admin/users')).toBe('admin');
    expect(areaFromPath('/user/home')).toBe('user');
    expect(loginPathForPath('/somewhere')).toBe('/user/login');
  });

  it('gives a path under /admin to the admin even when it names owners or users', () => {
    expect(loginPathForPath('/admin/owners')).toBe('/admin/login');
    expect(loginPathForPath('/admin/users')).toBe('/admin/login');
    expect(areaFromPath('/owner/bookings/admin-notes')).toBe('owner');
    expect(areaFromPath('/user/owner-stories')).toBe('user');
  });

  it('accepts only same-origin paths as redirects', () => {
    expect(safeRedirect('/user/checkout')).toBe('/user/checkout');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
    // A browser drops tabs and newlines from a URL: "/\t/evil" would be "//evil".
    expect(safeRedirect('/\t/evil.example')).toBeNull();
    expect(safeRedirect('/\n/evil.example')).toBeNull();
    expect(safeRedirect('javascript:alert(1)')).toBeNull();
  });

  it('keeps slashes readable in the redirect parameter', () => {
    expect(withRedirect('/user/login', '/user/checkout')).toBe(
      '/user/login?redirect=/user/checkout',
    );
    expect(withRedirect('/user/login', '/user/checkout?a=1&b=2')).toBe(
      '/user/login?redirect=/user/checkout%3Fa%3D1%26b%3D2',
    );
  });
});
