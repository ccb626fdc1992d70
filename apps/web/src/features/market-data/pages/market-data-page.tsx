import { useState, type FormEvent } from 'react';
import { SALES_CSV_COLUMNS } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SALES_UPLOAD_MAX_MEGABYTES } from '../api/upload-sales-csv';
import { CsvFilePicker } from '../components/csv-file-picker';
import { SalesCoverage } from '../components/sales-coverage';
import { SalesImportReport } from '../components/sales-import-report';
import { useSalesImport } from '../hooks/use-sales-import';

/** /dashboard/market-data (admin; issue 8): import recorded sales from a CSV and see the report. */
export function MarketDataPage() {
  useDocumentTitle('Market data');
  const [file, setFile] = useState<File | null>(null);
  const { state, upload } = useSalesImport();
  const uploading = state.status === 'uploading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void upload(file);
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title="Market data"
        description="Import recorded sales for the valuation and market tools. Bad rows are reported by row number and do not stop the good ones; importing the same file again adds nothing."
      />

      <section aria-labelledby="format-heading" className="space-y-2">
        <h2 id="format-heading" className="text-lg font-semibold">
          Column format
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          A header row, then one sale per row, with these columns (the format of
          sacramento-sales.csv):
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Columns">
          {SALES_CSV_COLUMNS.map((column) => (
            <li key={column}>
              <code className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {column}
              </code>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Each row needs a city, state, property type, price and sale date (YYYY-MM-DD); the other
          cells may be empty. Up to {SALES_UPLOAD_MAX_MEGABYTES} MB per file; run{' '}
          <code>npm run import:sales -- FILE.csv</code> for larger ones.
        </p>
      </section>

      <form onSubmit={onSubmit} className="space-y-4" aria-label="Import sales">
        <CsvFilePicker file={file} disabled={uploading} onPick={setFile} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={uploading || !file}>
            {uploading ? 'Importing…' : 'Import sales'}
          </Button>
          {state.status === 'uploading' && (
            <div className="flex min-w-48 flex-1 items-center gap-3">
              <progress
                value={state.percent}
                max={100}
                aria-label={`Uploading ${state.fileName}`}
                className="h-2 flex-1 accent-teal-700"
              />
              <span className="text-sm tabular-nums" aria-live="polite">
                {state.percent < 100 ? `${state.percent}%` : 'Checking rows…'}
              </span>
            </div>
          )}
        </div>
      </form>

      {state.status === 'error' && <Alert>{state.message}</Alert>}
      {state.status === 'done' && (
        <SalesImportReport report={state.report} fileName={state.fileName} />
      )}

      <SalesCoverage />
    </div>
  );
}

export default MarketDataPage;
