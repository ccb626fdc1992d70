import { formatCount } from '@/lib/format';

/**
 * The line above the results: "Showing 20 of 1,204 properties", "3 properties", and past the
 * server's count bound "Showing 20 of 1,000+ properties".
 */
export function resultCount(shown: number, total: number, capped: boolean): string {
  const noun = total === 1 && !capped ? 'property' : 'properties';
  return shown < total || capped
    ? `Showing ${shown.toLocaleString('en-US')} of ${formatCount(total, capped)} ${noun}`
    : `${total.toLocaleString('en-US')} ${noun}`;
}
