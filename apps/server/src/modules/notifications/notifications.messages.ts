import { propertyStatusLabel, type NotificationKind, type PropertyStatus } from '@nestwise/shared';

/** What a notification says; kinds are the shared enum. */
export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  data?: Record<string, unknown> | null;
}

/** What the notifications of listing events say; `data.href` is where the dropdown links to. */
export interface ListingRef {
  id: string;
  title: string;
}

const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

const message = (
  kind: NotificationKind,
  title: string,
  body: string,
  data: Record<string, unknown>,
): NotificationInput => ({ kind, title, body, data });

export const notificationMessages = {
  listingApproved: (listing: ListingRef) =>
    message(
      'listing-approved',
      'Listing approved',
      `"${listing.title}" was approved and is now visible to buyers.`,
      { propertyId: listing.id, propertyTitle: listing.title, href: `/properties/${listing.id}` },
    ),

  listingRejected: (listing: ListingRef, reason: string | null) =>
    message(
      'listing-rejected',
      'Listing rejected',
      reason ? `"${listing.title}" was rejected: ${reason}` : `"${listing.title}" was rejected.`,
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        reason,
        href: '/dashboard/property-status',
      },
    ),

  priceChanged: (listing: ListingRef, oldPrice: number, newPrice: number) =>
    message(
      'favorite-price-changed',
      `Price ${newPrice < oldPrice ? 'dropped' : 'changed'}: ${listing.title}`,
      `The price of "${listing.title}" changed from ${money(oldPrice)} to ${money(newPrice)}.`,
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        oldPrice,
        newPrice,
        href: `/properties/${listing.id}`,
      },
    ),

  statusChanged: (listing: ListingRef, oldStatus: PropertyStatus, newStatus: PropertyStatus) =>
    message(
      'favorite-status-changed',
      `Now ${propertyStatusLabel(newStatus)}: ${listing.title}`,
      `"${listing.title}" changed from ${propertyStatusLabel(oldStatus)} to ${propertyStatusLabel(newStatus)}.`,
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        oldStatus,
        newStatus,
        href: `/properties/${listing.id}`,
      },
    ),

  purchasePending: (listing: ListingRef, status: PropertyStatus) =>
    message(
      'purchase-pending',
      status === 'rented' ? 'Confirm your rental' : 'Confirm your purchase',
      `"${listing.title}" was marked ${propertyStatusLabel(status)} to you. Confirm it to see it under My Properties, or decline it.`,
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        status,
        href: '/dashboard/my-properties/purchased',
      },
    ),

  paymentSucceeded: (payment: {
    amount: number;
    currency: string;
    description: string;
    receiptId?: string;
  }) =>
    message(
      'payment-succeeded',
      'Payment succeeded',
      `${payment.description}: ${payment.currency.toUpperCase()} ${payment.amount.toFixed(2)} paid.`,
      {
        ...payment,
        href: payment.receiptId
          ? `/payment-success?payment=${encodeURIComponent(payment.receiptId)}`
          : '/payment-success',
      },
    ),
};
