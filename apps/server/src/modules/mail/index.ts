import type { AppContext } from '../../core/app-context';
import { mailRoutes } from './mail.routes';

export { createMailer } from './mail.service';

/** The dev mailbox (outside production): the mail the outbox mailer kept, for admins. */
export function createMailModule(ctx: AppContext) {
  return { routes: mailRoutes(ctx.db) };
}
