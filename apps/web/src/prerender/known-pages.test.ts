import { describe, expect, it } from 'vitest';
import { isKnownPage } from './known-pages';

describe('isKnownPage (the server answers 404 for the rest)', () => {
  it('knows every page of the route table, whatever its ids', () => {
    for (const pathname of [
      '/',
      '/properties',
      '/properties/any-listing-id',
      '/login',
      '/login/',
      '/shared/property/a-token',
      '/digital-twin/abc',
      '/edit-property/abc',
      '/dashboard',
      '/dashboard/users',
    ]) {
      expect(isKnownPage(pathname), pathname).toBe(true);
    }
  });

  it('keeps unknown dashboard paths, which redirect to /dashboard in the app', () => {
    expect(isKnownPage('/dashboard/no-such-page')).toBe(true);
    expect(isKnownPage('/dashboard/saved-searches')).toBe(true);
  });

  it('does not know paths that show the not-found page', () => {
    for (const pathname of ['/nope', '/properties/a/b', '/pages/login', '/loginx', '/shared']) {
      expect(isKnownPage(pathname), pathname).toBe(false);
    }
  });
});
