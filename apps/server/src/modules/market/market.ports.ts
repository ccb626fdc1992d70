import type { ApprovedListingRow, SoldListingRow } from '../properties';

/** The listings the market data reads (the properties module implements it in app.ts). */
export interface MarketListings {
  /** Approved listings marked sold: they count as sales too. */
  soldListings(): Promise<SoldListingRow[]>;
  /** Changes whenever a sold listing does (one cheap query). */
  soldListingsVersion(): Promise<string>;
  soldListingsByCity(): Promise<Array<{ city: string; state: string | null; count: number }>>;
  /** Approved listings, as the market intelligence reads them. */
  approvedListings(): Promise<ApprovedListingRow[]>;
}
