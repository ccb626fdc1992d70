import { useSalesSummary, type SalesSummary } from '../api/get-sales-summary';
import { TableFrame } from './table-frame';

const count = new Intl.NumberFormat('en-US');
const CITIES_SHOWN = 10;

/** What the valuation has to work with: recorded sales and sold listings, by city. */
export function SalesCoverage() {
  const summary = useSalesSummary();
  return (
    <section aria-labelledby="coverage-heading" className="space-y-3">
      <h2 id="coverage-heading" className="text-lg font-semibold">
        Current coverage
      </h2>
      {summary.isLoading && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading coverage…</p>
      )}
      {summary.isError && !summary.data && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Coverage could not be loaded.</p>
      )}
      {summary.data && <CoverageTable summary={summary.data} />}
    </section>
  );
}

const COVERAGE_COLUMNS = [
  { label: 'City' },
  { label: 'Recorded sales', numeric: true },
  { label: 'Sold listings', numeric: true },
];

function CoverageTable({ summary }: { summary: SalesSummary }) {
  const cities = summary.cities.slice(0, CITIES_SHOWN);
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {count.format(summary.totalSales)} recorded sales and{' '}
        {count.format(summary.totalSoldListings)} sold listings in{' '}
        {count.format(summary.cities.length)} {summary.cities.length === 1 ? 'city' : 'cities'}.
      </p>
      {cities.length > 0 && (
        <TableFrame
          caption={<caption className="sr-only">Sales by city</caption>}
          columns={COVERAGE_COLUMNS}
          more={summary.cities.length - CITIES_SHOWN}
        >
          {cities.map((city) => (
            <tr
              key={`${city.city}-${city.state ?? ''}`}
              className="border-t border-slate-200 dark:border-slate-700"
            >
              <td className="px-4 py-2">
                {city.city}
                {city.state ? `, ${city.state}` : ''}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{count.format(city.sales)}</td>
              <td className="px-4 py-2 text-right tabular-nums">
                {count.format(city.soldListings)}
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
    </>
  );
}
