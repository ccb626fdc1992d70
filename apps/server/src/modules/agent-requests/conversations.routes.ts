import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findConversationMessages,
  findConversations,
  getConversation,
  getUnreadMessages,
  markConversationRead,
  replyToConversation,
} from '@nestwise/shared/contracts';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';
import type { ConversationsService } from './conversations.service';

/** Messages: every route is the signed-in caller's (their contracts' `auth`); the service checks participation. */
export function conversationsRoutes(service: ConversationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(findConversations), async (request) =>
      service.list(callerOf(request), request.query),
    );

    app.get(...fromContract(getUnreadMessages), async (request) =>
      service.unread(callerOf(request)),
    );

    app.get(...fromContract(getConversation), async (request) =>
      service.get(callerOf(request), request.params.id),
    );

    app.get(...fromContract(findConversationMessages), async (request) =>
      service.messages(callerOf(request), request.params.id, request.query),
    );

    app.post(...fromContract(replyToConversation), async (request, reply) => {
      const actor = callerOf(request);
      const created = await service.reply(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.post(...fromContract(markConversationRead), async (request) =>
      service.markRead(callerOf(request), request.params.id),
    );
  };
}
