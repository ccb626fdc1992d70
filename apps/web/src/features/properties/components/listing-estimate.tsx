import { formatUsd } from '@/lib/format';
import { createListingEstimate } from '@nestwise/shared/operation-routes/create-listing-estimate';
import type { TListingEstimate, TProperty } from '@nestwise/shared';

type EstimateValue = Extract<TListingEstimate, { estimate: number }>;
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { apiRequest } from '@/lib/api';

type EstimateState =
  | { status: 'loading' }
  | { status: 'ready'; result: EstimateValue }
  | { status: 'none'; reason: string };

const NOT_ENOUGH_SALES = 'No estimate: not enough sales near this home';

/** $380k, $1.25M: the range stays short beside the price. */
function shortDollars(value: number): string {
  if (value >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(2))}M`;
  return `$${Math.round(value / 1000)}k`;
}

/** The listing's facts as a valuation request (what the valuation tab would prefill). */
export function estimateRequest(property: TProperty) {
  const { location } = property;
  return {
    city: location.city,
    state: location.state ?? '',
    zip: location.zip || null,
    neighborhood: location.neighborhood || null,
    latitude: location.latitude ?? null,
    longitude: location.longitude ?? null,
    propertyType: property.propertyType,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    squareFeet: property.squareFeet,
    lotSize: property.lotSize && property.lotSize > 0 ? property.lotSize : null,
    yearBuilt: property.yearBuilt && property.yearBuilt >= 1600 ? property.yearBuilt : null,
  };
}

/** "based on sales to May 2008" when the market's sales stop more than a year ago. */
function salesBasis(lastSaleDate: string): string | null {
  const last = Date.parse(`${lastSaleDate}T00:00:00Z`);
  if (Number.isNaN(last) || Date.now() - last < 365 * 86_400_000) return null;
  const month = new Date(last).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `based on sales to ${month}`;
}

const isRental = (property: TProperty) =>
  property.status === 'for-rent' || property.status === 'rented';

/**
 * "Nestwise Estimate $412,000 ($380k–$445k)" beside the price, with a link to the full valuation.
 * Requested in the browser after the page is shown, so the server-rendered page never waits for it.
 * Rentals have no sale estimate.
 */
export function ListingEstimate({ property }: { property: TProperty }) {
  const [state, setState] = useState<EstimateState>({ status: 'loading' });
  const rental = isRental(property);
  const request = JSON.stringify(estimateRequest(property));

  useEffect(() => {
    if (rental) return;
    const body = JSON.parse(request) as ReturnType<typeof estimateRequest>;
    if (!body.squareFeet) {
      setState({ status: 'none', reason: 'No estimate: the living area is not given' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiRequest(createListingEstimate, {
      body,
      signal: controller.signal,
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.estimate === null) setState({ status: 'none', reason: NOT_ENOUGH_SALES });
        else setState({ status: 'ready', result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        let reason = 'No estimate available right now';
        if (error instanceof ApiError && error.status === 400)
          reason = `No estimate: ${error.message}`;
        setState({ status: 'none', reason });
      },
    );
    return () => controller.abort();
  }, [request, rental]);

  if (rental) return null;
  const valuationLink = `${paths.aiTools('valuation')}&propertyId=${encodeURIComponent(property.id)}`;
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="listing-estimate">
      {state.status === 'loading' && (
        <span className="text-slate-500 dark:text-slate-400">Nestwise Estimate loading…</span>
      )}
      {state.status === 'none' && <span>{state.reason}</span>}
      {state.status === 'ready' && (
        <>
          <span className="font-semibold">
            Nestwise Estimate {formatUsd(state.result.estimate)}
          </span>{' '}
          <span>
            ({shortDollars(state.result.low)}–{shortDollars(state.result.high)})
          </span>{' '}
          <span className="text-slate-500 dark:text-slate-400">
            · {state.result.confidence} confidence
            {salesBasis(state.result.lastSaleDate) && ` · ${salesBasis(state.result.lastSaleDate)}`}
          </span>{' '}
          <Link
            to={valuationLink}
            className="font-semibold text-teal-700 hover:underline dark:text-teal-300"
          >
            See the full valuation <span aria-hidden="true">→</span>
          </Link>
        </>
      )}
    </p>
  );
}
