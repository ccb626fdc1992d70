import { z } from 'zod';

/** One page of a keyset-paged list: its items, where the next page starts, and the total. */
export const countedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    totalCount: z.number(),
  });

/** A list the API answers whole, unpaged: `{ items }`, the envelope a page has too. */
export const itemList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
