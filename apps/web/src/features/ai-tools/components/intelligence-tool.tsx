import type { TIntelligenceResponse } from '@nestwise/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { StatCard } from '@/components/ui/stat-card';
import { TextField } from '@/components/ui/text-field';
import { requestIntelligence } from '../api/ai-tools-api';
import { useRunOnOpen } from '@/components/ai-tools/use-run-on-open';
import { useSubmit } from '@/components/ai-tools/use-submit';
import { calendarDate, count, usd } from '@/components/ai-tools/format';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from '@/components/ai-tools/tool-props';
import { DistributionChart, TrendChart } from '@/components/ai-tools/charts';
import {
  EmptyResult,
  FormError,
  Panel,
  ScrollTable,
  td,
  th,
} from '@/components/ai-tools/tool-parts';

interface IntelligenceForm {
  city: string;
  state: string;
  zip: string;
  neighborhood: string;
  propertyType: string;
  months: string;
}

const TYPE_OPTIONS = [{ value: '', label: 'Any type' }, ...PROPERTY_TYPE_OPTIONS];
const MONTH_OPTIONS = [6, 12, 24, 36, 60, 120].map((months) => ({
  value: String(months),
  label: months < 24 ? `${months} months` : `${months / 12} years`,
}));

function initialForm(listing: ToolProps['listing']): IntelligenceForm {
  return {
    city: listing?.location.city ?? 'Sacramento',
    state: listing ? (listing.location.state ?? '') : 'CA',
    zip: '',
    // Recorded sales rarely name a neighbourhood: start from the city and type.
    neighborhood: '',
    propertyType: listing?.propertyType ?? 'house',
    months: '12',
  };
}

function intelligenceQuery(form: IntelligenceForm) {
  return {
    city: form.city.trim() || undefined,
    state: form.state.trim() || undefined,
    zip: form.zip.trim() || undefined,
    neighborhood: form.neighborhood.trim() || undefined,
    propertyType: form.propertyType || undefined,
    months: form.months,
  };
}

export default function IntelligenceTool({ listing }: ToolProps) {
  const [form, setForm] = useState(() => initialForm(listing));
  const { state, submit } = useSubmit(
    (signal, query: Record<string, string | number | undefined>) =>
      requestIntelligence(query, signal),
  );
  const set = (key: keyof IntelligenceForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(intelligenceQuery(form));
  };
  useRunOnOpen(Boolean(listing), () => submit(intelligenceQuery(form)));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Panel title="The area" className="self-start">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Market area"
          className="grid grid-cols-2 gap-3"
        >
          <TextField
            className="col-span-2"
            label="City"
            value={form.city}
            onChange={(event) => set('city')(event.target.value)}
          />
          <TextField
            label="State"
            value={form.state}
            maxLength={2}
            onChange={(event) => set('state')(event.target.value)}
          />
          <TextField
            label="ZIP code"
            value={form.zip}
            inputMode="numeric"
            onChange={(event) => set('zip')(event.target.value)}
          />
          <TextField
            className="col-span-2"
            label="Neighborhood (optional)"
            value={form.neighborhood}
            onChange={(event) => set('neighborhood')(event.target.value)}
          />
          <SelectField
            label="Property type"
            value={form.propertyType}
            onChange={(event) => set('propertyType')(event.target.value)}
            options={TYPE_OPTIONS}
          />
          <SelectField
            label="Trend period"
            value={form.months}
            onChange={(event) => set('months')(event.target.value)}
            options={MONTH_OPTIONS}
          />
          <div className="col-span-2">
            <FormError message={state.status === 'error' ? state.message : null} />
            <Button type="submit" className="mt-3 w-full" disabled={state.status === 'loading'}>
              {state.status === 'loading' ? 'Reading the market…' : 'Show market'}
            </Button>
          </div>
        </form>
      </Panel>
      <div className="min-w-0 space-y-6" aria-live="polite">
        {state.status === 'success' ? (
          <IntelligenceResult result={state.data} />
        ) : (
          <EmptyResult>
            {state.status === 'loading'
              ? 'Reading recorded sales…'
              : 'Choose an area (a city, ZIP or neighbourhood; leave all blank for the whole market) and Show market.'}
          </EmptyResult>
        )}
      </div>
    </div>
  );
}

function IntelligenceResult({ result }: { result: TIntelligenceResponse }) {
  if (result.salesCount === 0) {
    return (
      <Panel title={result.area}>
        <p className="text-sm">No recorded sales match this area yet.</p>
        <Notes notes={result.notes} />
      </Panel>
    );
  }
  return (
    <>
      <Panel title={result.area}>
        <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">
          {count(result.salesCount)} sales
          {result.asOf ? `, latest ${calendarDate(result.asOf)}` : ''}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <StatCard label="Median price" value={usd(result.medianPrice)} />
          <StatCard label="Median price / sq ft" value={usd(result.medianPricePerSquareFoot)} />
          <StatCard label="Median size" value={`${count(result.medianSquareFeet)} sq ft`} />
          <StatCard
            label="Active inventory"
            value={count(result.inventory.active)}
            note={
              result.inventory.monthsOfSupply === null
                ? 'Months of supply: needs listings'
                : `${result.inventory.monthsOfSupply.toFixed(1)} months of supply`
            }
          />
          <StatCard
            label="Median days on market"
            value={count(result.daysOnMarket.median)}
            note={result.daysOnMarket.basis}
          />
          <StatCard label="Sales in period" value={count(result.salesCount)} />
        </dl>
        <Notes notes={result.notes} />
      </Panel>
      <Panel>
        <TrendChart data={result.monthlyTrend} />
      </Panel>
      <Panel>
        <DistributionChart data={result.priceDistribution} />
      </Panel>
      {result.byPropertyType.length > 0 && (
        <Panel title="By property type">
          <ScrollTable caption="Sales by property type">
            <thead>
              <tr>
                <th className={th}>Type</th>
                <th className={`${th} text-right`}>Sales</th>
                <th className={`${th} text-right`}>Median price</th>
              </tr>
            </thead>
            <tbody>
              {result.byPropertyType.map((row) => (
                <tr key={row.propertyType}>
                  <td className={`${td} capitalize`}>{row.propertyType}</td>
                  <td className={`${td} text-right`}>{count(row.sales)}</td>
                  <td className={`${td} text-right`}>{usd(row.medianPrice)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </Panel>
      )}
    </>
  );
}

function Notes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
