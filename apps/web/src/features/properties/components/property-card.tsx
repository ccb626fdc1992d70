import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { HomeIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  cardFeatures,
  headlinePrice,
  soldOn,
  featureLabel,
  formatNumber,
  imageAt,
  imageSrcSet,
  locationText,
} from '../lib/listing-display';
import { CompareButton } from './compare-button';
import { FavoriteButton } from './favorite-button';
import { HiddenBadge } from './hidden-badge';
import { StatusBadge } from './status-badge';

/** What a card needs of a listing. */
export type CardProperty = Pick<
  TProperty,
  | 'id'
  | 'title'
  | 'price'
  | 'status'
  | 'location'
  | 'images'
  | 'features'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'propertyType'
> &
  // Answered to the listing's agent and admins: a listing buyers cannot see says so.
  Partial<Pick<TProperty, 'approval' | 'isActive'>> &
  // Sold mode: the day it sold.
  Partial<Pick<TProperty, 'soldAt'>>;

/**
 * A listing in the results, as a card: first image (the 400 px derivative) or a placeholder,
 * status badge, title, location, price, up to 3 features, the favorite heart and Compare.
 */
export function PropertyCard({
  property,
  priority = false,
}: {
  property: CardProperty;
  /** Above the fold: fetched at once and first, as it is likely the page's largest picture. */
  priority?: boolean;
}) {
  const image = property.images[0];
  const src = imageAt(image, 400);
  const facts = [
    property.bedrooms > 0
      ? `${property.bedrooms} bd`
      : ['apartment', 'condo'].includes(property.propertyType) && 'Studio',
    property.bathrooms > 0 && `${formatNumber(property.bathrooms)} ba`,
    property.squareFeet && `${formatNumber(property.squareFeet)} sq ft`,
  ].filter(Boolean);
  const href = paths.property(property.id);
  const sold = soldOn(property);
  return (
    <article
      aria-labelledby={`card-${property.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          {src ? (
            <img
              src={src}
              srcSet={imageSrcSet(image)}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              width={400}
              height={300}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <span className="grid size-full place-items-center text-slate-500 dark:text-slate-400">
              <HomeIcon className="size-10" />
            </span>
          )}
        </Link>
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          <StatusBadge status={property.status} />
          <HiddenBadge approval={property.approval} isActive={property.isActive} />
        </div>
        <div className="absolute top-2 right-2">
          <FavoriteButton propertyId={property.id} title={property.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xl font-bold" data-testid="card-price">
          {headlinePrice(property)}
        </p>
        {sold && (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="card-sold-on">
            {sold}
          </p>
        )}
        <h3 id={`card-${property.id}`} className="mt-1 leading-snug font-semibold">
          <Link to={href} className="hover:underline">
            {property.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {locationText(property.location)}
        </p>
        {facts.length > 0 && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{facts.join(' · ')}</p>
        )}
        {property.features.length > 0 && (
          <ul aria-label="Features" className="mt-3 flex flex-wrap gap-1.5">
            {cardFeatures(property.features).map((feature) => (
              <li
                key={feature}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {featureLabel(feature)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex justify-end pt-4">
          <CompareButton property={property} />
        </div>
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    </div>
  );
}
