import { z } from 'zod';
import { requiredText } from './text';

/** Topics of the /contact form. */
export const CONTACT_TOPICS = [
  'general',
  'buying',
  'selling',
  'agents',
  'support',
  'press',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Where the contact form's messages are delivered (the dev mailbox outside production). */
export const SUPPORT_EMAIL = 'support@nestwise.dev';

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  messageTooShort: 'Please write at least 10 characters',
  messageTooLong: 'Please keep your message under 5000 characters',
} as const;

/** POST /api/contact. */
export const ZContactMessageRequestSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, 100),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  topic: z.enum(CONTACT_TOPICS).default('general'),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(10, CONTACT_MESSAGES.messageTooShort)
    .max(5000, CONTACT_MESSAGES.messageTooLong),
});
export type TContactMessageRequest = z.input<typeof ZContactMessageRequestSchema>;

export const ZContactMessageResponseSchema = z.object({ received: z.literal(true) });
