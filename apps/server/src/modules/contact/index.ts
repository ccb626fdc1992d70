import type { AppContext } from '../../core/app-context';
import { contactRoutes } from './contact.routes';

/** The contact form, sent with the app's mailer. */
export function createContactModule(ctx: AppContext) {
  return { routes: contactRoutes(ctx.mailer) };
}
