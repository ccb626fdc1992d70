import { lazy, Suspense, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageContainer } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { AI_TOOLS, type AiToolTab } from '@/config/ai-tools';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListing } from '../hooks/use-listing';
import { searchWithTab, tabAfterKey, tabFromParam } from '../lib/tabs';
import { TOOL_DESCRIPTIONS } from '../lib/tool-descriptions';
import type { ToolProps } from '../lib/tool-props';

/* Each tool (and recharts with it) is its own chunk, loaded when its tab opens. */
const TOOLS: Record<AiToolTab, ComponentType<ToolProps>> = {
  valuation: lazy(() => import('../components/valuation-tool')),
  intelligence: lazy(() => import('../components/intelligence-tool')),
  dealStructuring: lazy(() => import('../components/deal-structuring-tool')),
  contract: lazy(() => import('../components/contract-tool')),
  roi: lazy(() => import('../components/roi-tool')),
  compliance: lazy(() => import('../components/compliance-tool')),
};

const tabId = (tab: AiToolTab) => `ai-tool-tab-${tab}`;
const PANEL_ID = 'ai-tool-panel';

/** /ai-tools?tab=…&propertyId=…: the six AI tools; the URL says which one is open. */
export function AiToolsPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const [params, setParams] = useSearchParams();
  const selected = tabFromParam(params.get('tab'));
  const tool = AI_TOOLS.find((entry) => entry.tab === selected)!;
  const propertyId = params.get('propertyId');
  const listing = useListing(propertyId);
  const tabRefs = useRef<Partial<Record<AiToolTab, HTMLButtonElement | null>>>({});
  useDocumentTitle(`${tool.name} · AI Tools`);

  const choose = (tab: AiToolTab) => setParams(searchWithTab(params, tab));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const clearListing = () => {
    const next = new URLSearchParams(params);
    next.delete('propertyId');
    setParams(next);
  };

  const Tool = TOOLS[selected];
  const content = (
    <>
      <PageHeader
        title="AI Tools"
        description="Price a home, read its market, structure a deal, parse a contract, simulate returns and check compliance."
      />
      <div
        role="tablist"
        aria-label="AI tools"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2"
      >
        {AI_TOOLS.map((entry) => {
          const active = entry.tab === selected;
          return (
            <button
              key={entry.tab}
              ref={(node) => {
                tabRefs.current[entry.tab] = node;
              }}
              type="button"
              role="tab"
              id={tabId(entry.tab)}
              aria-selected={active}
              aria-controls={PANEL_ID}
              tabIndex={active ? 0 : -1}
              onClick={() => choose(entry.tab)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                active
                  ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
              )}
            >
              {entry.name}
            </button>
          );
        })}
      </div>

      {listing.status !== 'none' && (
        <div className="mt-4">
          {listing.status === 'loading' && (
            <p className="text-sm text-slate-600 dark:text-slate-300">Loading the listing…</p>
          )}
          {listing.status === 'error' && (
            <Alert>
              Could not load the listing to prefill the tools: {listing.message}{' '}
              <button type="button" className="font-semibold underline" onClick={clearListing}>
                Continue without it
              </button>
            </Alert>
          )}
          {listing.status === 'ready' && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-950 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
            >
              <span>
                Prefilled from{' '}
                <Link
                  to={paths.property(listing.listing.id)}
                  className="font-semibold underline underline-offset-2"
                >
                  {listing.listing.title}
                </Link>{' '}
                · {listing.listing.location.address}, {listing.listing.location.city} ·{' '}
                {formatPrice(listing.listing.price, listing.listing.status)}
              </span>
              <button
                type="button"
                className="font-medium underline underline-offset-2"
                onClick={clearListing}
              >
                Clear
              </button>
            </div>
          )}
        </div>
      )}

      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(selected)}
        tabIndex={-1}
        className="mt-6 focus:outline-none"
      >
        <h2 className="text-xl font-semibold">{tool.name}</h2>
        <p className="mt-1 mb-5 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {TOOL_DESCRIPTIONS[selected]}
        </p>
        {listing.status === 'loading' ? (
          <Spinner label="Loading the listing" />
        ) : (
          <Suspense fallback={<Spinner label={`Loading ${tool.name}`} />}>
            <Tool
              key={`${selected}:${listing.status === 'ready' ? listing.id : ''}`}
              listing={listing.status === 'ready' ? listing.listing : null}
            />
          </Suspense>
        )}
      </div>
    </>
  );
  return <PageContainer inDashboard={inDashboard}>{content}</PageContainer>;
}

export default AiToolsPage;
