import { matchRoutes } from 'react-router';
import { NOT_FOUND_ROUTE_HANDLE, routes } from '@/app/router';

/**
 * Whether the app has a page at `pathname`: false where the route table ends in its not-found
 * page. The server answers those paths with HTTP 404 (the app still shows its page); unknown
 * /dashboard paths are pages (they redirect to /dashboard in the app).
 */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return !matches.some((match) => match.route.handle === NOT_FOUND_ROUTE_HANDLE);
}
