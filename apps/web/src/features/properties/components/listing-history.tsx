import type { TProperty, TPublicHistoryEvent } from '@nestwise/shared';
import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatPrice, statusLabel } from '@/lib/format';
import { useGetPublicHistoryQuery } from '../api/get-public-history';
import { formatDate } from '../lib/listing-display';

function describe(event: TPublicHistoryEvent, status: string): string {
  if (event.kind === 'listed')
    return `Listed${event.newStatus ? ` (${statusLabel(event.newStatus)})` : ''}`;
  if (event.kind === 'status') {
    return `${event.oldStatus ? `${statusLabel(event.oldStatus)} → ` : ''}${statusLabel(event.newStatus ?? '')}`;
  }
  const oldPrice = event.oldPrice ?? 0;
  const newPrice = event.newPrice ?? 0;
  const change = oldPrice > 0 ? ((newPrice - oldPrice) / oldPrice) * 100 : 0;
  const sign = change > 0 ? '+' : '';
  return `Price ${newPrice < oldPrice ? 'cut' : 'change'}: ${formatPrice(oldPrice, status)} → ${formatPrice(newPrice, status)} (${sign}${change.toFixed(1)} %)`;
}

/**
 * "Price and status history": when the listing went public, its status and price changes, and
 * the days on market, loaded in the browser once the buyer scrolls near it.
 */
export function ListingHistory({ property }: { property: TProperty }) {
  const titleId = useId();
  const query = useGetPublicHistoryQuery(property.id);
  const history = query.currentData;
  // A listing that is not public has no public history; its agent sees the full one elsewhere.
  if (!history && query.isError) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        Price and status history
      </h2>
      {!history ? (
        <div className="grid min-h-24 place-items-center">
          <Spinner label="Loading the history" />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="days-on-market">
            {history.daysOnMarket === null
              ? `Listed ${formatDate(history.listedAt)}`
              : `${history.daysOnMarket} ${history.daysOnMarket === 1 ? 'day' : 'days'} on Nestwise · listed ${formatDate(history.listedAt)}`}
          </p>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {history.events.map((event) => (
              <li
                key={`${event.kind}-${event.date}-${event.newPrice ?? event.newStatus}`}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm"
              >
                <span className="font-medium">{describe(event, property.status)}</span>
                <time dateTime={event.date} className="text-slate-600 dark:text-slate-300">
                  {formatDate(event.date)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export default ListingHistory;
