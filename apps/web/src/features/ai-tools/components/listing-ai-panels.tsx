import type { TProperty } from '@nestwise/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SparklesIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';

/* recharts comes with the ROI panel: both load only when the panels near the screen. */
const RoiTool = lazy(() => import('./roi-tool'));
const ComplianceTool = lazy(() => import('./compliance-tool'));

/** Mounts `children` once the box comes within a screen of the viewport (at once without IO). */
function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ref, near } = useNearViewport();
  return <div ref={ref}>{near ? children : placeholder}</div>;
}

function ToolPanel({
  tab,
  name,
  propertyId,
  description,
  children,
}: {
  tab: 'roi' | 'compliance';
  name: string;
  propertyId: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = `listing-tool-${tab}`;
  const loading = (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={`Loading the ${name}`} />
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {name}
        </h3>
        <Link
          to={`${paths.aiTools(tab)}&propertyId=${encodeURIComponent(propertyId)}`}
          aria-label={`Open in AI tools: ${name}`}
          className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
        >
          Open in AI tools <span aria-hidden="true">→</span>
        </Link>
      </div>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      <WhenNear placeholder={loading}>
        <Suspense fallback={loading}>{children}</Suspense>
      </WhenNear>
    </section>
  );
}

const isRental = (property: TProperty) =>
  property.status === 'for-rent' || property.status === 'rented';

/**
 * The ROI simulator and the compliance checker, prefilled from the listing on the page; each
 * links to its full tab on /ai-tools.
 */
export function ListingAiPanels({ property }: { property: TProperty }) {
  return (
    <section aria-labelledby="tools-title" className="space-y-8">
      <h2 id="tools-title" className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <SparklesIcon className="size-5 text-teal-700 dark:text-teal-300" />
        AI tools for this property
      </h2>
      <ToolPanel
        tab="roi"
        name="ROI Simulator"
        propertyId={property.id}
        description={
          isRental(property)
            ? 'Buying a home like this to rent it out at its rent: NOI, cap rate, cash-on-cash, DSCR, IRR and NPV over the holding period. The purchase price is estimated from the rent; change it and the rest as you like.'
            : 'Buying this home at its asking price to rent it out: NOI, cap rate, cash-on-cash, DSCR, IRR and NPV over the holding period. Recalculates as you type.'
        }
      >
        <RoiTool key={property.id} listing={property} variant="panel" />
      </ToolPanel>
      <ToolPanel
        tab="compliance"
        name="Compliance Checker"
        propertyId={property.id}
        description="This listing's text and facts against fair-housing advertising rules, required disclosures, missing facts, photos and a price far from the valuation. A screening aid, not legal advice."
      >
        <ComplianceTool key={property.id} listing={property} variant="panel" />
      </ToolPanel>
    </section>
  );
}
