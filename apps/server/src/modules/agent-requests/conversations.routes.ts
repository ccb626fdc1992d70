import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findConversationMessages,
  findConversations,
  getConversation,
  getUnreadMessages,
  markConversationRead,
  replyToConversation,
} from '@nestwise/shared/contracts';
import type { Authenticator } from '../../core/actor';
import { fromContract } from '../../lib/route-from-contract';
import type { ConversationsService } from './conversations.service';

/** Messages: every route is the signed-in caller's; the service checks participation. */
export function conversationsRoutes(
  auth: Authenticator,
  service: ConversationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(findConversations), async (request) =>
      service.list(await auth.require(request), request.query),
    );

    app.get(...fromContract(getUnreadMessages), async (request) =>
      service.unread(await auth.require(request)),
    );

    app.get(...fromContract(getConversation), async (request) =>
      service.get(await auth.require(request), request.params.id),
    );

    app.get(...fromContract(findConversationMessages), async (request) =>
      service.messages(await auth.require(request), request.params.id, request.query),
    );

    app.post(...fromContract(replyToConversation), async (request, reply) => {
      const actor = await auth.require(request);
      const created = await service.reply(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.post(...fromContract(markConversationRead), async (request) =>
      service.markRead(await auth.require(request), request.params.id),
    );
  };
}
