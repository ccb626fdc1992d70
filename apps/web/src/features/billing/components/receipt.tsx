import { CARD_BRAND_LABELS, formatCents, type TPayment } from '@nestwise/shared';
import { CardSection } from '@/components/ui/card-section';
import { formatDate, intervalLabel } from '../lib/order';

/** The receipt of a paid checkout. */
export function Receipt({ payment }: { payment: TPayment }) {
  const rows: Array<[string, string]> = [
    ['Plan', `${payment.planName} (${intervalLabel(payment.interval).toLowerCase()})`],
    ['Amount paid', `${formatCents(payment.amount)} ${payment.currency.toUpperCase()}`],
    [
      'Billing period',
      payment.periodStart && payment.periodEnd
        ? `${formatDate(payment.periodStart)} – ${formatDate(payment.periodEnd)}`
        : '—',
    ],
    ['Card', `${CARD_BRAND_LABELS[payment.cardBrand]} ending in ${payment.cardLast4}`],
    ['Receipt number', payment.receiptNumber],
    ['Date', formatDate(payment.paidAt ?? payment.createdAt)],
  ];
  return (
    <CardSection title="Receipt">
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
