import type { AppContext } from '../../core/app-context';
import { registerNotificationsAccountHooks } from './notifications.hooks';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationAccounts } from './notifications.service';
import type { StreamHubOptions } from './notifications.stream';

/** Written in the transaction of the change it reports, by any module (see README.md). */
export { createNotifier, type Notifier } from './notifications.notifier';
export { notificationMessages } from './notifications.messages';
export type { NotificationAccounts } from './notifications.service';
export type { NotifierPorts } from './notifications.notifier';

/** The bell's list, read state and the live stream; owns notifications. */
export function createNotificationsModule(
  ctx: AppContext,
  ports: { accounts: NotificationAccounts } & Pick<StreamHubOptions, 'onError'>,
) {
  registerNotificationsAccountHooks(ctx.accountHooks);
  const service = createNotificationsService(ctx, ports.accounts, { onError: ports.onError });
  return { service, routes: notificationsRoutes(service) };
}
