// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findPropertyPins as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findPropertyPins: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/properties/pins' };
