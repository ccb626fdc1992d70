import type { TComparableSale, TValuationResponse } from '@nestwise/shared';
import { calendarDate, count, percent, usd } from '../lib/format';
import { ResultTable, type ResultColumn } from './result-table';
import { StatGrid } from './stat-grid';
import { Assumptions, Panel } from './tool-parts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const CONFIDENCE_TONE: Record<TValuationResponse['confidence'], BadgeTone> = {
  high: 'success',
  medium: 'warning',
  low: 'danger',
};

export function ValuationResult({ result }: { result: TValuationResponse }) {
  return (
    <>
      <Panel title="Estimated value">
        <p
          className="text-4xl font-bold tracking-tight tabular-nums"
          data-testid="valuation-estimate"
        >
          {usd(result.estimate)}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {usd(result.pricePerSquareFoot)} per sq ft · as of {calendarDate(result.asOf)}
        </p>
        <p
          className="mt-1 text-sm text-slate-600 dark:text-slate-300"
          data-testid="valuation-market"
        >
          From {count(result.market.salesCount)} recorded sales in the {result.market.name} area,
          the latest on {calendarDate(result.market.lastSaleDate)}
        </p>
        <RangeBar result={result} />
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">Confidence</span>
          <Badge tone={CONFIDENCE_TONE[result.confidence]}>{result.confidence}</Badge>
        </div>
        {result.confidenceReasons.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {result.confidenceReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Comparable sales">
        <ComparablesTable comparables={result.comparables} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          Adjusted price: what each sale would have fetched with this home&apos;s size, rooms,
          location and date, using the model&apos;s coefficients.
        </p>
      </Panel>
      <Panel title="Method">
        <p className="text-sm text-slate-700 dark:text-slate-300">{result.method.summary}</p>
        <StatGrid
          className="mt-4"
          stats={[
            { label: 'Model estimate', value: usd(result.method.modelEstimate) },
            { label: 'Comparables estimate', value: usd(result.method.comparablesEstimate) },
            { label: 'Sales used', value: count(result.method.salesUsed) },
            {
              label: 'Model fitted',
              value: new Date(result.model.fittedAt).toLocaleString('en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
              note: `on ${count(result.model.salesCount)} sales in all markets`,
            },
            {
              label: 'Held-out median error',
              value: percent(result.method.crossValidation.medianAbsolutePercentError),
              note: `${percent(result.method.crossValidation.withinTenPercent)} within 10 % (${result.method.crossValidation.folds}-fold)`,
            },
          ]}
        />
        <div className="mt-4">
          <Assumptions items={result.method.assumptions} />
        </div>
      </Panel>
    </>
  );
}

/** The 80 % range as a bar, the estimate marked on it, the comparables' adjusted prices as ticks. */
function RangeBar({ result }: { result: TValuationResponse }) {
  const adjusted = result.comparables.map((comparable) => comparable.adjustedPrice);
  const min = Math.min(result.low, ...adjusted) * 0.95;
  const max = Math.max(result.high, ...adjusted) * 1.05;
  const at = (value: number) => `${((value - min) / (max - min)) * 100}%`;
  return (
    <figure className="mt-6" aria-label={`80 % range ${usd(result.low)} to ${usd(result.high)}`}>
      <figcaption className="mb-2 text-sm font-semibold">
        {result.intervalCoverage} % range: {usd(result.low)} – {usd(result.high)}
      </figcaption>
      <div className="relative h-10" aria-hidden="true">
        <div className="absolute inset-x-0 top-4 h-2 rounded-full bg-slate-200 dark:bg-slate-700" />
        <div
          className="absolute top-3 h-4 rounded-full bg-teal-600/70 dark:bg-teal-400/70"
          style={{ left: at(result.low), width: `calc(${at(result.high)} - ${at(result.low)})` }}
        />
        {adjusted.map((value, index) => (
          <div
            key={index}
            title={`Comparable: ${usd(value)}`}
            className="absolute top-2 h-6 w-0.5 bg-amber-600 dark:bg-amber-300"
            style={{ left: at(value) }}
          />
        ))}
        <div
          className="absolute top-0 h-10 w-1 -translate-x-1/2 rounded bg-slate-900 dark:bg-white"
          style={{ left: at(result.estimate) }}
        />
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-300">
        <span>Low {usd(result.low)}</span>
        <span>High {usd(result.high)}</span>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        <span>
          <span className="mr-1 inline-block h-3 w-1 bg-slate-900 align-middle dark:bg-white" />
          Estimate
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-0.5 bg-amber-600 align-middle dark:bg-amber-300" />
          Comparables, adjusted
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-4 rounded bg-teal-600/70 align-middle dark:bg-teal-400/70" />
          80 % of held-out sales fell in a range this wide
        </span>
      </p>
    </figure>
  );
}

const COMPARABLE_COLUMNS: readonly ResultColumn<TComparableSale>[] = [
  {
    label: 'Sale',
    cell: ({ sale }) => (
      <>
        <span className="font-medium">{sale.city.replaceAll('_', ' ')}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {[sale.zip, sale.neighborhood, sale.propertyType].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  },
  {
    label: 'Adjusted price',
    numeric: true,
    cell: (comparable) => (
      <>
        <span className="font-semibold">{usd(comparable.adjustedPrice)}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {comparable.adjustments.length === 0
            ? 'no adjustment'
            : comparable.adjustments
                .map((a) => `${a.feature} ${a.percent > 0 ? '+' : ''}${a.percent} %`)
                .join(', ')}
        </span>
      </>
    ),
  },
  {
    label: 'Sale price',
    numeric: true,
    cell: ({ sale }) => (
      <>
        {usd(sale.price)}
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {calendarDate(sale.soldAt)}
        </span>
      </>
    ),
  },
  {
    label: 'Distance',
    numeric: true,
    cell: ({ distanceMiles }) =>
      distanceMiles === null ? 'n/a' : `${distanceMiles.toFixed(1)} mi`,
  },
  {
    label: 'Beds / baths',
    cell: ({ sale }) => (
      <>
        {sale.bedrooms} / {sale.bathrooms}
      </>
    ),
  },
  { label: 'Sq ft', numeric: true, cell: ({ sale }) => count(sale.squareFeet) },
];

function ComparablesTable({ comparables }: { comparables: TComparableSale[] }) {
  if (comparables.length === 0) {
    return <p className="text-sm">No comparable sales were found for this home.</p>;
  }
  return (
    <ResultTable
      caption="Comparable sales"
      columns={COMPARABLE_COLUMNS}
      rows={comparables}
      rowKey={(_, index) => index}
    />
  );
}
