import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_STREAM_EVENT, NOTIFICATION_STREAM_KEEPALIVE_MS } from '@nestwise/shared';
import {
  createNotificationStreamTicket,
  deleteNotification,
  findNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  streamNotifications,
} from '@nestwise/shared/contracts';
import { presentNotification } from './notifications.presenter';
import type { NotificationsService } from './notifications.service';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';

export interface NotificationRoutesOptions {
  keepAliveMs?: number;
}

export function notificationsRoutes(
  notifications: NotificationsService,
  options: NotificationRoutesOptions = {},
): FastifyPluginAsyncZod {
  const keepAliveMs = options.keepAliveMs ?? NOTIFICATION_STREAM_KEEPALIVE_MS;
  return async (app) => {
    const open = new Set<() => void>();
    // Open streams would hold the server open: end them before it stops.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get(...fromContract(findNotifications), async (request) =>
      notifications.list(callerOf(request), request.query),
    );

    app.post(...fromContract(markAllNotificationsRead), async (request) =>
      notifications.markAllRead(callerOf(request)),
    );

    app.post(...fromContract(markNotificationRead), async (request) =>
      notifications.markRead(callerOf(request), request.params.id),
    );

    app.delete(...fromContract(deleteNotification), async (request) =>
      notifications.remove(callerOf(request), request.params.id),
    );

    app.post(...fromContract(createNotificationStreamTicket), async (request) =>
      notifications.issueStreamTicket(callerOf(request)),
    );

    app.get(...fromContract(streamNotifications), async (request, reply) => {
      const userId = await notifications.redeemStreamTicket(request.query.ticket);
      await serveStream(request, reply, userId);
    });

    /**
     * Server-Sent Events: `event: notification`, `id: <notification id>`, data = TNotification.
     * The headers go out once the subscription is in place, so whatever is written after the
     * client sees the stream open is delivered.
     */
    async function serveStream(request: FastifyRequest, reply: FastifyReply, userId: string) {
      reply.hijack();
      const raw = reply.raw;
      let closed = false;
      let unsubscribe: (() => void) | undefined;
      const timers: { keepAlive?: NodeJS.Timeout } = {};
      const end = () => {
        if (closed) return;
        closed = true;
        open.delete(end);
        clearInterval(timers.keepAlive);
        unsubscribe?.();
        raw.end();
      };
      open.add(end);
      // (The response's close, not the request's: a GET's request closes once it is read.)
      raw.on('close', end);
      raw.on('error', end);

      try {
        unsubscribe = await notifications.hub.subscribe(
          userId,
          (row) => {
            if (closed) return;
            const data = JSON.stringify(presentNotification(row));
            raw.write(`id: ${row.id}\nevent: ${NOTIFICATION_STREAM_EVENT}\ndata: ${data}\n\n`);
          },
          end,
        );
      } catch (error) {
        request.log.error({ err: error }, 'notification stream failed to start');
        if (!closed) raw.writeHead(500).end();
        closed = true;
        open.delete(end);
        return;
      }
      if (closed) {
        unsubscribe();
        return;
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write('retry: 3000\n: connected\n\n');

      // A comment every 25 s keeps proxies from closing it; the account is checked again then.
      timers.keepAlive = setInterval(() => {
        notifications.assertActive(userId).then(
          () => void (!closed && raw.write(': keep-alive\n\n')),
          () => end(),
        );
      }, keepAliveMs);
    }
  };
}
