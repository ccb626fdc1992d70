import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_EMAIL } from '@nestwise/shared';
import { sendContactMessage } from '@nestwise/shared/contracts';
import type { Mailer } from '../../core/ports';
import { fromContract } from '../../lib/route-from-contract';

const TOPIC_LABELS: Record<string, string> = {
  general: 'General question',
  buying: 'Buying or renting',
  selling: 'Selling or listing',
  agents: 'Agents and partnerships',
  support: 'Account and technical support',
  press: 'Press',
};

/**
 * POST /api/contact: the /contact form. A message is mailed to support (the dev mailbox outside
 * production), so it is kept without a table of its own.
 */
export function contactRoutes(mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ...fromContract(sendContactMessage, {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      }),
      async (request, reply) => {
        const { name, email, topic, message } = request.body;
        await mailer.send({
          to: SUPPORT_EMAIL,
          subject: `[Contact] ${TOPIC_LABELS[topic] ?? topic} — ${name}`,
          text: [
            `From: ${name} <${email}>`,
            `Topic: ${TOPIC_LABELS[topic] ?? topic}`,
            `Received: ${new Date().toISOString()}`,
            '',
            message,
          ].join('\n'),
        });
        return reply.status(202).send({ received: true as const });
      },
    );
  };
}
