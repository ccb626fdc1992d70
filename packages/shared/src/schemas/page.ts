import { z } from 'zod';

/** One page of a keyset-paged list: its items, where the next page starts, and the total. */
export const countedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    totalCount: z.number(),
  });
