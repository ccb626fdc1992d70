import type { TListNotificationsResponse } from '@nestwise/shared';
import type { App } from '../../app';
import type { TestUser } from '../../../test/test-app';
import { createNotifier, type NotificationInput } from './notifications.notifier';

/** Writes a notification the way a module does: inside a transaction of its own. */
export async function writeNotification(
  app: App,
  userId: string,
  input: Partial<NotificationInput> = {},
) {
  const notifier = createNotifier(app.context);
  return app.context.db.transaction((tx) =>
    notifier.notify(tx, userId, {
      kind: 'payment-succeeded',
      title: 'Payment succeeded',
      body: 'Buyer Pro: USD 19.00 paid.',
      data: { amount: 19 },
      ...input,
    }),
  );
}

export async function listNotifications(app: App, user: TestUser, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: user.headers,
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json<TListNotificationsResponse>();
}
