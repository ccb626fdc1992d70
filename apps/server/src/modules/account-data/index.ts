import type { AppContext } from '../../core/app-context';
import { registerAccountDataHooks } from './account-data.hooks';

/** The per-user collections no other module keeps; removed with the account. */
export function createAccountDataModule(ctx: AppContext) {
  registerAccountDataHooks(ctx.accountHooks);
  return {};
}
