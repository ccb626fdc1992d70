// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getDemoMedia as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getDemoMedia: OperationRoute<typeof Contract> = { method: 'GET', path: '/demo-media/{name}' };
