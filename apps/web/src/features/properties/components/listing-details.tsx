import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { buttonClasses } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import {
  headlinePrice,
  soldOn,
  featureLabel,
  formatDate,
  listedOn,
  formatNumber,
  fullAddress,
  pricePerSquareFoot,
  statusLabel,
  typeLabel,
} from '../lib/listing-display';
import { Gallery } from './gallery';
import { ListingEstimate } from './listing-estimate';
import { CubeIcon, MailIcon } from './icons';
import { StatusBadge } from './status-badge';

const sectionTitle = 'text-lg font-bold tracking-tight';
const card =
  'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

function Facts({ property, viewCount }: { property: TProperty; viewCount: number }) {
  const facts: Array<[string, string]> = [
    ['Type', typeLabel(property.propertyType)],
    ['Status', statusLabel(property.status)],
    ['Bedrooms', String(property.bedrooms)],
    ['Bathrooms', formatNumber(property.bathrooms)],
    ['Square feet', property.squareFeet ? formatNumber(property.squareFeet) : '—'],
    ['Lot size', property.lotSize ? `${formatNumber(property.lotSize)} sq ft` : '—'],
    ['Year built', property.yearBuilt ? String(property.yearBuilt) : '—'],
    ['Price per sq ft', pricePerSquareFoot(property) ?? '—'],
    ['Neighborhood', property.location.neighborhood ?? '—'],
    ['Listed', formatDate(listedOn(property))],
    ['Views', formatNumber(viewCount)],
  ];
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className={sectionTitle}>
        Facts
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="border-b border-slate-200 pb-2 dark:border-slate-800">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AgentCard({ property }: { property: TProperty }) {
  const initials = property.agentName
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <section aria-labelledby="agent-title" className={card}>
      <h2 id="agent-title" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
        Listing agent
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-teal-700 font-bold text-white"
        >
          {initials || '?'}
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{property.agentName}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">
            {property.agentEmail}
          </p>
        </div>
      </div>
      <a
        href={`mailto:${property.agentEmail}?subject=${encodeURIComponent(`About: ${property.title}`)}`}
        className={buttonClasses('primary', 'mt-4 w-full')}
      >
        <MailIcon className="size-4" />
        Email the agent
      </a>
      <Link
        to={`${paths.properties}?agentId=${encodeURIComponent(property.agentId)}`}
        className="mt-3 block text-center text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
      >
        More listings from this agent
      </Link>
    </section>
  );
}

function ModelSection({ property }: { property: TProperty }) {
  const models = property.digitalTwin.models;
  return (
    <section aria-labelledby="model-title" className={card}>
      <h2 id="model-title" className={`${sectionTitle} flex items-center gap-2`}>
        <CubeIcon className="size-5 text-teal-700 dark:text-teal-300" />
        3D model
      </h2>
      {models.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Walk around this property in 3D: orbit, zoom and explore its digital twin
            {models.length > 1 ? ` (${models.length} models)` : ''}.
          </p>
          <Link
            to={paths.digitalTwinOf(property.id)}
            className={buttonClasses('secondary', 'mt-4')}
          >
            Open the 3D model
          </Link>
        </>
      ) : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          No 3D model exists for this property yet.
        </p>
      )}
    </section>
  );
}

function AiToolsSection({ propertyId }: { propertyId: string }) {
  const tool = (tab: string) =>
    `/ai-tools?tab=${encodeURIComponent(tab)}&propertyId=${encodeURIComponent(propertyId)}`;
  const tools = [
    {
      tab: 'roi',
      name: 'ROI Simulator',
      text: 'Project cash flow, returns and appreciation if you buy this property.',
    },
    {
      tab: 'compliance',
      name: 'Compliance Checker',
      text: 'Check this listing and deal against common rules before you commit.',
    },
  ];
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className={`${sectionTitle} flex items-center gap-2`}>
        <SparklesIcon className="size-5 text-teal-700 dark:text-teal-300" />
        AI tools for this property
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {tools.map((t) => (
          <li key={t.tab} className={card}>
            <h3 className="font-semibold">{t.name}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.text}</p>
            <Link
              to={tool(t.tab)}
              className="mt-3 inline-block text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
            >
              Open the {t.name} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A listing, read-only: gallery, headline, facts, description (plain text: React escapes it),
 * features, 3D model, AI tools and the agent. `actions` (heart, share, compare), `extra` (the
 * owner's panel) and `tools` (the AI tools' panels) come from the page.
 */
export function ListingDetails({
  property,
  viewCount,
  actions,
  extra,
  banner,
  tools,
  model,
  buyer,
}: {
  property: TProperty;
  viewCount: number;
  actions?: ReactNode;
  extra?: ReactNode;
  banner?: ReactNode;
  /** The AI tools' panels; without them, links to the tools' tabs. */
  tools?: ReactNode;
  /** The 3D viewer section; without it, a link to the digital twin. */
  model?: ReactNode;
  /** The buyer's sections (payment estimate, history), after the facts. */
  buyer?: ReactNode;
}) {
  const keyFacts = [
    property.bedrooms > 0 && `${property.bedrooms} ${property.bedrooms === 1 ? 'bed' : 'beds'}`,
    property.bathrooms > 0 &&
      `${formatNumber(property.bathrooms)} ${property.bathrooms === 1 ? 'bath' : 'baths'}`,
    property.squareFeet && `${formatNumber(property.squareFeet)} sq ft`,
  ].filter(Boolean);
  return (
    <article aria-labelledby="listing-title">
      {banner}
      {/* Phones: photos and headline, then price, actions and agent, then the rest. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <Gallery images={property.images} title={property.title} />
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={property.status} />
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {typeLabel(property.propertyType)}
              </span>
            </div>
            <h1 id="listing-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {property.title}
            </h1>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {fullAddress(property.location)}
            </p>
            <p className="mt-3 text-3xl font-bold" data-testid="listing-price">
              {headlinePrice(property)}
            </p>
            {soldOn(property) && (
              <p
                className="mt-1 font-medium text-slate-700 dark:text-slate-200"
                data-testid="listing-sold-on"
              >
                {soldOn(property)}
              </p>
            )}
            <ListingEstimate property={property} />
            {keyFacts.length > 0 && (
              <p className="mt-1 font-medium text-slate-700 dark:text-slate-200">
                {keyFacts.join(' · ')}
              </p>
            )}
          </header>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {actions && (
            <div className={card}>
              <p className="hidden text-2xl font-bold lg:block">{headlinePrice(property)}</p>
              <div className="space-y-3 lg:mt-4">{actions}</div>
            </div>
          )}
          <AgentCard property={property} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-2">
          <Facts property={property} viewCount={viewCount} />
          {buyer}
          <section aria-labelledby="description-title">
            <h2 id="description-title" className={sectionTitle}>
              Description
            </h2>
            {property.description ? (
              <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                {property.description}
              </p>
            ) : (
              <p className="mt-2 text-slate-600 dark:text-slate-400">No description yet.</p>
            )}
          </section>
          <section aria-labelledby="features-title">
            <h2 id="features-title" className={sectionTitle}>
              Features
            </h2>
            {property.features.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {property.features.map((feature) => (
                  <li
                    key={feature}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
                  >
                    {featureLabel(feature)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-600 dark:text-slate-400">No features listed.</p>
            )}
          </section>
          {model ?? <ModelSection property={property} />}
          {tools ? (
            <>
              {extra}
              {tools}
            </>
          ) : (
            <>
              <AiToolsSection propertyId={property.id} />
              {extra}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
