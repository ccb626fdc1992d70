import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.schema';

import type { Mailer } from '../../core/ports';

export type { Mailer, OutgoingMail } from '../../core/ports';

/** Without SMTP the mail lands in the dev mailbox table, readable at GET /api/dev/mailbox. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.db);
}
