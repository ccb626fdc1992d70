import type { PropertyStatus } from '@nestwise/shared';
import type { AlertNotification } from './saved-searches.ports';
import type { SavedSearchAlertKind } from './saved-searches.schema';

/** A listing's price as its card shows it: a rental's per month. */
export function listingPrice(price: number, status: PropertyStatus): string {
  const amount = `$${price.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
  return status === 'for-rent' || status === 'rented' ? `${amount}/mo` : amount;
}

export interface AlertFacts {
  kind: SavedSearchAlertKind;
  savedSearchId: string;
  searchName: string;
  propertyId: string;
  propertyTitle: string;
  propertyStatus: PropertyStatus;
  price: number;
  oldPrice: number | null;
}

/** One line about one listing: the mails' bullet and the notification's body. */
export function alertLine(alert: Omit<AlertFacts, 'savedSearchId' | 'searchName'>): string {
  const price = listingPrice(alert.price, alert.propertyStatus);
  if (alert.kind === 'price-drop' && alert.oldPrice !== null) {
    return `“${alert.propertyTitle}”: price dropped from ${listingPrice(alert.oldPrice, alert.propertyStatus)} to ${price}`;
  }
  return `“${alert.propertyTitle}”: new listing at ${price}`;
}

/** The in-app notification of one match (written at once, whatever the mail frequency). */
export function alertNotification(alert: AlertFacts): AlertNotification {
  return {
    kind: 'saved-search-match',
    title:
      alert.kind === 'price-drop'
        ? `Price drop for “${alert.searchName}”`
        : `New listing for “${alert.searchName}”`,
    body: `${alertLine(alert)}.`,
    data: {
      propertyId: alert.propertyId,
      propertyTitle: alert.propertyTitle,
      savedSearchId: alert.savedSearchId,
      reason: alert.kind,
      price: alert.price,
      ...(alert.oldPrice !== null ? { oldPrice: alert.oldPrice } : {}),
      href: `/properties/${alert.propertyId}`,
    },
  };
}
