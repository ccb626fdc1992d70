import type { TIntelligenceResponse } from '@nestwise/shared';
import { SelectField } from '@/components/ui/form-fields';
import { useGetMarketIntelligence } from '../api/get-market-intelligence';
import { useToolForm } from '../hooks/use-tool-form';
import { calendarDate, count, supplyNote, usd } from '../lib/format';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from '../lib/tool-props';
import { HomeFactsFields, type HomeFact } from './home-facts-fields';
import { DistributionChart, TrendChart } from './charts';
import { Panel } from './tool-parts';
import { ResultTable, type ResultColumn } from './result-table';
import { StatGrid } from './stat-grid';
import { FormPanel, ResultArea, SubmitFooter } from './submit-parts';

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

const AREA_FACTS = [
  'city',
  'state',
  { key: 'zip', inputMode: 'numeric' },
  { key: 'neighborhood', optional: true },
  { key: 'propertyType', options: TYPE_OPTIONS },
] as const satisfies readonly HomeFact[];

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
  const { form, set, state, onSubmit } = useToolForm(useGetMarketIntelligence, {
    listing,
    initial: initialForm,
    toInput: intelligenceQuery,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <FormPanel title="The area" label="Market area" onSubmit={onSubmit}>
        <HomeFactsFields
          facts={AREA_FACTS}
          values={form}
          onChange={(key, value) => set(key)(value)}
        />
        <SelectField
          label="Trend period"
          value={form.months}
          onValueChange={set('months')}
          options={MONTH_OPTIONS}
        />
        <div className="col-span-2">
          <SubmitFooter state={state} label="Show market" busyLabel="Reading the market…" />
        </div>
      </FormPanel>
      <ResultArea
        state={state}
        busyText="Reading recorded sales…"
        idleText="Choose an area (a city, ZIP or neighbourhood; leave all blank for the whole market) and Show market."
      >
        {(data) => <IntelligenceResult result={data} />}
      </ResultArea>
    </div>
  );
}

const TYPE_COLUMNS: readonly ResultColumn<TIntelligenceResponse['byPropertyType'][number]>[] = [
  { label: 'Type', cell: (row) => row.propertyType, cellClassName: 'capitalize' },
  { label: 'Sales', numeric: true, cell: (row) => count(row.sales) },
  { label: 'Median price', numeric: true, cell: (row) => usd(row.medianPrice) },
];

/** The marketplace's own listings in the area; a weekly trend only when there are enough. */
function ListingsPanel({ listings }: { listings: TIntelligenceResponse['listings'] }) {
  const { newListings } = listings;
  return (
    <Panel title="Nestwise listings">
      <StatGrid
        columns={3}
        stats={[
          {
            label: 'For sale now',
            value: count(listings.active),
            note: `of ${count(listings.total)} listings`,
          },
          { label: 'Median asking price', value: usd(listings.medianListPrice) },
          {
            label: 'New listings a week',
            value: newListings.perWeek.toFixed(1),
            note: `${count(newListings.count)} in the last ${newListings.weeks} weeks`,
          },
          {
            label: 'Price cuts',
            value: listings.priceCuts.count === null ? '—' : count(listings.priceCuts.count),
            note: listings.priceCuts.basis,
          },
        ]}
      />
      {newListings.weekly.length > 0 && (
        <ResultTable
          caption="New listings by week"
          columns={WEEK_COLUMNS}
          rows={newListings.weekly}
          rowKey={(row) => row.weekStart}
        />
      )}
    </Panel>
  );
}

const WEEK_COLUMNS: readonly ResultColumn<
  TIntelligenceResponse['listings']['newListings']['weekly'][number]
>[] = [
  { label: 'Week from', cell: (row) => calendarDate(row.weekStart) },
  { label: 'New listings', numeric: true, cell: (row) => count(row.count) },
];

function IntelligenceResult({ result }: { result: TIntelligenceResponse }) {
  if (result.salesCount === 0) {
    return (
      <>
        <Panel title={result.area}>
          <p className="text-sm">No recorded sales match this area yet.</p>
          <Notes notes={result.notes} />
        </Panel>
        {result.listings.total > 0 && <ListingsPanel listings={result.listings} />}
      </>
    );
  }
  return (
    <>
      <Panel title={result.area}>
        <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">
          {count(result.salesCount)} sales
          {result.asOf ? `, latest ${calendarDate(result.asOf)}` : ''}
        </p>
        <StatGrid
          columns={3}
          stats={[
            { label: 'Median price', value: usd(result.medianPrice) },
            { label: 'Median price / sq ft', value: usd(result.medianPricePerSquareFoot) },
            { label: 'Median size', value: `${count(result.medianSquareFeet)} sq ft` },
            {
              label: 'Active inventory',
              value: count(result.inventory.active),
              note: supplyNote(result.inventory),
            },
            {
              label: 'Median days on market',
              value: count(result.daysOnMarket.median),
              note: result.daysOnMarket.basis,
            },
            { label: 'Sales in period', value: count(result.salesCount) },
          ]}
        />
        <Notes notes={result.notes} />
      </Panel>
      {result.listings.total > 0 && <ListingsPanel listings={result.listings} />}
      <Panel>
        <TrendChart data={result.monthlyTrend} />
      </Panel>
      <Panel>
        <DistributionChart data={result.priceDistribution} />
      </Panel>
      {result.byPropertyType.length > 0 && (
        <Panel title="By property type">
          <ResultTable
            caption="Sales by property type"
            columns={TYPE_COLUMNS}
            rows={result.byPropertyType}
            rowKey={(row) => row.propertyType}
          />
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
