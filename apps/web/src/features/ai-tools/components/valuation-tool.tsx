import type { TComparableSale, TValuationResponse } from '@nestwise/shared';
import { useState, type FormEvent } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { requestValuation } from '../api/ai-tools-api';
import { useRunOnOpen } from '@/components/ai-tools/use-run-on-open';
import { useSubmit } from '@/components/ai-tools/use-submit';
import {
  calendarDate,
  count,
  fromNumber,
  percent,
  toNumber,
  usd,
} from '@/components/ai-tools/format';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from '@/components/ai-tools/tool-props';
import { HomeFactsFields, type HomeFact } from '@/components/ai-tools/home-facts-fields';
import { Assumptions, Panel } from '@/components/ai-tools/tool-parts';
import { ResultTable, type ResultColumn } from '@/components/ai-tools/result-table';
import { StatGrid } from '@/components/ai-tools/stat-grid';
import { FormPanel, ResultArea, SubmitFooter } from '@/components/ai-tools/submit-parts';

interface ValuationForm {
  city: string;
  state: string;
  zip: string;
  neighborhood: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  lotSize: string;
  yearBuilt: string;
  garageSpaces: string;
  latitude: string;
  longitude: string;
  asOf: string;
}

const EMPTY: ValuationForm = {
  city: '',
  state: '',
  zip: '',
  neighborhood: '',
  propertyType: 'house',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  lotSize: '',
  yearBuilt: '',
  garageSpaces: '',
  latitude: '',
  longitude: '',
  asOf: '',
};

export const SACRAMENTO_EXAMPLE: ValuationForm = {
  ...EMPTY,
  city: 'Sacramento',
  state: 'CA',
  zip: '95823',
  bedrooms: '3',
  bathrooms: '2',
  squareFeet: '1500',
  latitude: '38.4817',
  longitude: '-121.4350',
};

function initialForm(listing: ToolProps['listing']): ValuationForm {
  if (!listing) return EMPTY;
  const type = PROPERTY_TYPE_OPTIONS.some((option) => option.value === listing.propertyType)
    ? listing.propertyType
    : 'house';
  return {
    ...EMPTY,
    city: listing.location.city,
    state: listing.location.state ?? '',
    zip: listing.location.zip ?? '',
    neighborhood: listing.location.neighborhood ?? '',
    propertyType: type,
    bedrooms: fromNumber(listing.bedrooms),
    bathrooms: fromNumber(listing.bathrooms),
    squareFeet: fromNumber(listing.squareFeet),
    lotSize: fromNumber(listing.lotSize),
    yearBuilt: fromNumber(listing.yearBuilt),
    latitude: fromNumber(listing.location.latitude),
    longitude: fromNumber(listing.location.longitude),
  };
}

/** The request body; blank optional fields are left out, blank required ones go as null (→ 400). */
export function valuationBody(form: ValuationForm) {
  const optional = (value: string) => toNumber(value);
  const required = (value: string) => toNumber(value) ?? null;
  const body: Record<string, unknown> = {
    city: form.city,
    state: form.state,
    propertyType: form.propertyType,
    bedrooms: required(form.bedrooms),
    bathrooms: required(form.bathrooms),
    squareFeet: required(form.squareFeet),
  };
  if (form.zip.trim()) body.zip = form.zip.trim();
  if (form.neighborhood.trim()) body.neighborhood = form.neighborhood.trim();
  for (const key of ['lotSize', 'yearBuilt', 'garageSpaces', 'latitude', 'longitude'] as const) {
    const value = optional(form[key]);
    if (value !== undefined) body[key] = value;
  }
  if (form.asOf) body.asOf = form.asOf;
  return body;
}

const VALUATION_FACTS = [
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', hint: 'Two letters, e.g. CA', autoComplete: 'address-level1' },
  { key: 'zip', inputMode: 'numeric', autoComplete: 'postal-code' },
  { key: 'neighborhood', optional: true },
  { key: 'propertyType', className: 'col-span-2' },
  { key: 'bedrooms', step: 1 },
  'bathrooms',
  { key: 'squareFeet', className: 'col-span-2', min: 100 },
  { key: 'lotSize', optional: true },
  { key: 'yearBuilt', optional: true, min: 1600, max: 2100 },
  { key: 'garageSpaces', optional: true },
  { key: 'latitude', optional: true, hint: 'For distances to comparables' },
  { key: 'longitude', optional: true },
] as const satisfies readonly HomeFact[];

const CONFIDENCE_TONE: Record<TValuationResponse['confidence'], BadgeTone> = {
  high: 'success',
  medium: 'warning',
  low: 'danger',
};

export default function ValuationTool({ listing }: ToolProps) {
  const [form, setForm] = useState<ValuationForm>(() => initialForm(listing));
  const { state, submit } = useSubmit((signal, body: Record<string, unknown>) =>
    requestValuation(body, signal),
  );
  const set = (key: keyof ValuationForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(valuationBody(form));
  };
  useRunOnOpen(Boolean(listing), () => submit(valuationBody(form)));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <FormPanel
        title="The home"
        label="Valuation"
        onSubmit={onSubmit}
        actions={
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => setForm(SACRAMENTO_EXAMPLE)}
          >
            Use an example
          </Button>
        }
      >
        <HomeFactsFields
          facts={VALUATION_FACTS}
          values={form}
          onChange={(key, value) => set(key)(value)}
        />
        <TextField
          label="Value as of (optional)"
          type="date"
          value={form.asOf}
          onChange={(event) => set('asOf')(event.target.value)}
        />
        <div className="col-span-2">
          <SubmitFooter state={state} label="Estimate value" busyLabel="Estimating…" />
        </div>
      </FormPanel>
      <ResultArea
        result={state.status === 'success' && <ValuationResult result={state.data} />}
        busy={state.status === 'loading'}
        busyText="Fitting the model and finding comparable sales…"
        idleText="Describe the home and choose Estimate value. Location, type, rooms and living area are needed; the rest sharpens the estimate."
      />
    </div>
  );
}

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
