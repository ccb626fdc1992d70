const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const RENTAL_STATUSES = new Set(['for-rent', 'rented', 'For Rent', 'Rented']);

/** Spec §2: a $ prefix, thousands separators, and '/mo' for a rental. */
export function formatPrice(price: number, status?: string): string {
  return `$${usd.format(price)}${status && RENTAL_STATUSES.has(status) ? '/mo' : ''}`;
}

const STATUS_LABELS: Record<string, string> = {
  'for-sale': 'For Sale',
  'for-rent': 'For Rent',
  sold: 'Sold',
  rented: 'Rented',
  'off-market': 'Off Market',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
