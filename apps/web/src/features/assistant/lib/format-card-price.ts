import { formatUsd } from '@/lib/format';

/** Cards show a $ prefix, thousands separators, and '/mo' when the status is not 'For Sale'. */
export function formatCardPrice(price: number, status: string): string {
  return `${formatUsd(price)}${status === 'For Sale' ? '' : '/mo'}`;
}
