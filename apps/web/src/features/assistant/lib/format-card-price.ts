const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Spec §2: a $ prefix, thousands separators, and '/mo' when the status is not 'For Sale'. */
export function formatCardPrice(price: number, status: string): string {
  return `$${dollars.format(price)}${status === 'For Sale' ? '' : '/mo'}`;
}
