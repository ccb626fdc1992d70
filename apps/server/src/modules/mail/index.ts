import type { Authenticator } from '../../core/actor';
import type { AppContext } from '../../core/app-context';
import { mailRoutes } from './mail.routes';

export { createMailer } from './mail.service';

/** The dev mailbox (outside production): the mail the outbox mailer kept, for admins. */
export function createMailModule(ctx: AppContext, ports: { auth: Authenticator }) {
  return { routes: mailRoutes(ctx.db, ports.auth) };
}
