import type { AppContext } from '../../core/app-context';
import { createNotifier } from '../notifications';
import { listingSavers } from './properties.favorites-repo';
import type { PropertiesPorts } from './properties.ports';

/** The notifier listings write with: it reaches a listing's savers and a buyer named by email. */
export const createListingNotifier = (ctx: AppContext, deps: PropertiesPorts) =>
  createNotifier({
    clock: ctx.clock,
    listingSavers,
    accountIdByEmail: deps.accounts.accountIdByEmail,
  });
