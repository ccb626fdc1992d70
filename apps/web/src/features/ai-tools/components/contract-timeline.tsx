import type { TContractParseResponse } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { calendarDate } from '../lib/format';
import { Panel } from './tool-parts';
import { daysBetween } from '../lib/contract-labels';

interface TimelineEvent {
  name: string;
  date: string | null;
  detail: string;
  kind: 'anchor' | 'deadline';
}

function countText(deadline: TContractParseResponse['deadlines'][number]) {
  const days = Math.abs(deadline.days);
  const unit = `${deadline.businessDays ? 'business' : 'calendar'} day${days === 1 ? '' : 's'}`;
  const anchor = deadline.from === 'effectiveDate' ? 'effective date' : 'closing date';
  const on = deadline.anchorDate ? ` (${calendarDate(deadline.anchorDate)})` : '';
  return `${days} ${unit} ${deadline.days < 0 ? 'before' : 'after'} the ${anchor}${on}`;
}

/** Effective date, every deadline with its resolved date, and closing (or the lease's dates). */
export function DeadlineTimeline({ result }: { result: TContractParseResponse }) {
  const { fields } = result;
  const effective = fields.effectiveDate?.value ?? null;
  const events: TimelineEvent[] = [];
  if (effective)
    events.push({ name: 'Effective date', date: effective, detail: 'Day 0', kind: 'anchor' });
  for (const deadline of result.deadlines) {
    events.push({
      name: deadline.name,
      date: deadline.date,
      detail: `${countText(deadline)} — “${deadline.source.excerpt}”`,
      kind: 'deadline',
    });
  }
  const closing = fields.closingDate?.value ?? null;
  if (closing)
    events.push({ name: 'Closing', date: closing, detail: 'Close of escrow', kind: 'anchor' });
  if (fields.leaseStart)
    events.push({
      name: 'Lease starts',
      date: fields.leaseStart.value,
      detail: 'Move-in',
      kind: 'anchor',
    });
  if (fields.leaseEnd)
    events.push({
      name: 'Lease ends',
      date: fields.leaseEnd.value,
      detail: 'End of the term',
      kind: 'anchor',
    });
  const dated = events.filter((event) => event.date).sort((a, b) => a.date!.localeCompare(b.date!));
  const undated = events.filter((event) => !event.date);
  if (events.length === 0) {
    return (
      <Panel title="Deadlines">
        <p className="text-sm">No deadlines were found.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Deadlines timeline">
      {!effective && result.deadlines.length > 0 && (
        <p className="mb-3 text-sm text-amber-800 dark:text-amber-200">
          No effective date was found, so deadlines counted from it have no calendar date.
        </p>
      )}
      <ol className="relative ml-2 border-l-2 border-slate-200 dark:border-slate-700">
        {[...dated, ...undated].map((event, index) => (
          <li key={`${event.name}-${index}`} className="relative mb-5 pl-6 last:mb-0">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 -left-[9px] size-4 rounded-full border-2 border-white dark:border-slate-900',
                event.kind === 'anchor'
                  ? 'bg-teal-700 dark:bg-teal-400'
                  : 'bg-amber-500 dark:bg-amber-300',
              )}
            />
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{event.name}</span>
              <time className="text-sm tabular-nums" dateTime={event.date ?? undefined}>
                {event.date ? calendarDate(event.date) : 'date unknown'}
              </time>
              {effective && event.date && event.kind === 'deadline' && (
                <Badge tone="neutral">day {daysBetween(effective, event.date)}</Badge>
              )}
            </div>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{event.detail}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
