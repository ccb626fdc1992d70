import { WIDGET_CARD_MAX_FEATURES } from '@nestwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/ui/icons';
import { setAssistantPropertyContext } from '@/lib/assistant-context';
import { cn } from '@/lib/cn';
import { formatCardPrice } from '../lib/format-card-price';
import type { TAssistantPropertyCard } from '../state/types';
import { sizedImageUrl } from '@/lib/sized-image';

function ImagePlaceholder() {
  return (
    <div
      role="img"
      aria-label="No photo"
      className="grid h-full w-full place-items-center bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
    >
      <HomeIcon className="size-6" />
    </div>
  );
}

/** A property in an AI reply (ZAssistantPropertySchema in packages/shared). */
export function PropertyCard({ property }: { property: TAssistantPropertyCard }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = property.images[0];
  const forSale = property.status === 'For Sale';
  return (
    <article
      aria-label={property.title}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="relative h-20 w-24 shrink-0 overflow-hidden rounded-lg">
        {image && !imageFailed ? (
          <img
            src={sizedImageUrl(image, 400)}
            alt={property.title}
            loading="lazy"
            className="h-full w-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <ImagePlaceholder />
        )}
        <span
          data-variant={forSale ? 'primary' : 'warning'}
          className={cn(
            'absolute top-1 left-1 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-semibold',
            forSale ? 'bg-teal-700 text-white' : 'bg-amber-400 text-slate-950',
          )}
        >
          {property.status}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">
          {property.title}
        </h4>
        <p className="truncate text-xs text-slate-600 dark:text-slate-300">{property.location}</p>
        <p className="mt-0.5 text-sm font-bold text-teal-800 dark:text-teal-300">
          {formatCardPrice(property.price, property.status)}
        </p>
        {property.features.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Features">
            {property.features.slice(0, WIDGET_CARD_MAX_FEATURES).map((feature) => (
              <li
                key={feature}
                className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {feature}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/properties/${encodeURIComponent(property.id)}`}
          onClick={() =>
            setAssistantPropertyContext({
              id: property.id,
              title: property.title,
              price: property.price,
              status: property.status,
              location: property.location,
            })
          }
          className="mt-1 inline-block text-xs font-semibold text-teal-800 hover:underline dark:text-teal-300"
        >
          View Details →
        </Link>
      </div>
    </article>
  );
}
