// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getRecaptchaConfig as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getRecaptchaConfig: OperationRoute<typeof Contract> = { method: 'GET', path: '/identity/v2/recaptchaConfig' };
