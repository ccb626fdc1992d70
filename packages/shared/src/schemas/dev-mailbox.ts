import { z } from 'zod';
import { itemList } from './page';

/** GET /api/dev/mailbox (outside production, admins only): the newest mail, optionally to one address. */
export const ZDevMailboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TDevMailboxQuery = z.infer<typeof ZDevMailboxQuerySchema>;

export const ZDevMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type TDevMail = z.infer<typeof ZDevMailSchema>;

export const ZDevMailboxResponseSchema = itemList(ZDevMailSchema);
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponseSchema>;
