import { formatUsd } from '@/lib/format';
import type { TProperty } from '@nestwise/shared';
import { useId, useState } from 'react';
import { NumberField, SelectField } from '@/components/ui/form-fields';
import { cn } from '@/lib/cn';
import { downPaymentDollars, PAYMENT_DEFAULTS, paymentBreakdown } from '../lib/payment-estimate';

const TERMS = [
  { value: '30', label: '30 years' },
  { value: '20', label: '20 years' },
  { value: '15', label: '15 years' },
];

/** Typed text as a number; blank or half-typed counts as 0 so the total never shows NaN. */
const numberOf = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
};

/**
 * "Monthly payment estimate" for a home for sale: principal and interest, property tax, insurance
 * and HOA at the asking price, recalculated as the buyer changes the down payment (in % or $), the
 * rate and the term. Tax and insurance rates are stated assumptions, not the home's real bills.
 */
export function PaymentEstimate({ property }: { property: TProperty }) {
  const price = property.price;
  const [unit, setUnit] = useState<'percent' | 'dollars'>('percent');
  const [down, setDown] = useState(String(PAYMENT_DEFAULTS.downPaymentPercent));
  const [rate, setRate] = useState(String(PAYMENT_DEFAULTS.interestRatePercent));
  const [term, setTerm] = useState(String(PAYMENT_DEFAULTS.termYears));
  const [hoa, setHoa] = useState(String(PAYMENT_DEFAULTS.monthlyHoa));
  const titleId = useId();

  const downDollars = downPaymentDollars(price, numberOf(down), unit);
  const result = paymentBreakdown({
    price,
    downPayment: downDollars,
    interestRatePercent: numberOf(rate),
    termYears: numberOf(term) || PAYMENT_DEFAULTS.termYears,
    monthlyHoa: numberOf(hoa),
  });

  const switchUnit = (next: 'percent' | 'dollars') => {
    if (next === unit) return;
    // Keep the same down payment when the unit changes, only shown differently.
    const value =
      next === 'dollars' ? Math.round(downDollars) : price > 0 ? (downDollars / price) * 100 : 0;
    setDown(String(Number(value.toFixed(2))));
    setUnit(next);
  };

  const rows: Array<[string, number]> = [
    ['Principal & interest', result.principalAndInterest],
    ['Property tax', result.propertyTax],
    ['Homeowner’s insurance', result.insurance],
    ['HOA', result.hoa],
  ];
  const unitButton = (value: 'percent' | 'dollars', label: string) => (
    <button
      type="button"
      aria-pressed={unit === value}
      onClick={() => switchUnit(value)}
      className={cn(
        'rounded-md px-2 py-0.5 text-xs font-semibold',
        unit === value
          ? 'bg-teal-700 text-white'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      {label}
    </button>
  );

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        Monthly payment estimate
      </h2>
      <p className="mt-2 text-3xl font-bold" data-testid="monthly-payment">
        {formatUsd(result.total)}
        <span className="text-base font-medium text-slate-600 dark:text-slate-300"> /month</span>
      </p>
      <dl className="mt-3 grid gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium tabular-nums">{formatUsd(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <div className="mb-1 flex items-center justify-between gap-2">
            <span className="text-sm font-medium" aria-hidden="true">
              Down payment
            </span>
            <div role="group" aria-label="Down payment unit" className="flex gap-1">
              {unitButton('percent', '%')}
              {unitButton('dollars', '$')}
            </div>
          </div>
          <NumberField
            label={unit === 'percent' ? 'Down payment (%)' : 'Down payment ($)'}
            className="[&>label]:sr-only"
            value={down}
            onValueChange={setDown}
            min={0}
            max={unit === 'percent' ? 100 : price}
            step={unit === 'percent' ? 1 : 1000}
            prefix={unit === 'dollars' ? '$' : undefined}
            suffix={unit === 'percent' ? '%' : undefined}
            hint={
              unit === 'percent'
                ? formatUsd(downDollars)
                : `${price > 0 ? Number(((downDollars / price) * 100).toFixed(1)) : 0} % of the price`
            }
          />
        </div>
        <NumberField
          label="Interest rate"
          value={rate}
          onValueChange={setRate}
          min={0}
          max={20}
          step={0.125}
          suffix="%"
        />
        <SelectField label="Loan term" value={term} onValueChange={setTerm} options={TERMS} />
        <NumberField
          label="HOA"
          value={hoa}
          onValueChange={setHoa}
          min={0}
          step={10}
          prefix="$"
          suffix="/month"
        />
      </div>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">
        Assumptions: {PAYMENT_DEFAULTS.downPaymentPercent} % down and a{' '}
        {PAYMENT_DEFAULTS.interestRatePercent} % fixed rate over {PAYMENT_DEFAULTS.termYears} years
        to start with; property tax {PAYMENT_DEFAULTS.propertyTaxRatePercent} % and homeowner’s
        insurance {PAYMENT_DEFAULTS.insuranceRatePercent} % of the price a year; no mortgage
        insurance. An estimate, not a loan offer.
      </p>
    </section>
  );
}

export default PaymentEstimate;
