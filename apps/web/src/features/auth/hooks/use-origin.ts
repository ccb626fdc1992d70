import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where the guard sent the user from (guards/require-auth.tsx), else the dashboard. */
export function useOrigin(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith(paths.login)) return paths.dashboard.root;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
