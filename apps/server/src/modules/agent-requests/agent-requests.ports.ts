import type { TConversationListing } from '@nestwise/shared';

/** A listing as the agent requests see it: who lists it and what it is called. */
export interface RequestedListing {
  id: string;
  title: string;
  agentId: string;
}

/** What agent requests need of listings and accounts (adapted in app.ts). */
export interface AgentRequestsPorts {
  /** The listing if the public may see it (only those can be asked about), else undefined. */
  publicListing(propertyId: string): Promise<RequestedListing | undefined>;
  /** Listing titles by id (ids that are not listing ids are skipped). */
  listingTitles(ids: Iterable<string | null>): Promise<Map<string, string>>;
  /** What an inbox shows of each listing: title, address, price, status and cover photo. */
  listingSummaries(ids: Iterable<string | null>): Promise<Map<string, TConversationListing>>;
  /** Names and addresses of accounts by id; a deleted account has none. */
  accountsById(ids: Iterable<string>): Promise<Map<string, { name: string; email: string }>>;
}
