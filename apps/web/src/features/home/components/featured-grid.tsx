import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatPrice, statusLabel } from '@/lib/format';
import type { FeaturedProperty } from '../lib/featured';

function FeaturedCard({ property }: { property: FeaturedProperty }) {
  const forSale = property.status === 'for-sale';
  const facts = [
    property.bedrooms !== null && `${property.bedrooms} bd`,
    property.bathrooms !== null && `${property.bathrooms} ba`,
  ].filter(Boolean);
  return (
    <li>
      <Link
        to={paths.property(property.id)}
        className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
          {property.image ? (
            <img
              src={property.image}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <div className="grid size-full place-items-center text-slate-500 dark:text-slate-400">
              <HomeIcon className="size-10" />
            </div>
          )}
          <span
            className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold ${
              forSale ? 'bg-teal-700 text-white' : 'bg-amber-300 text-amber-950'
            }`}
          >
            {statusLabel(property.status)}
          </span>
        </div>
        <div className="p-4">
          <p className="text-lg font-bold">{formatPrice(property.price, property.status)}</p>
          <h3 className="mt-1 font-semibold group-hover:underline">{property.title}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {[property.city, property.state].filter(Boolean).join(', ')}
            {facts.length > 0 && ` · ${facts.join(' · ')}`}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The featured cards; none (or a failed load) shows an invitation to browse instead. */
export function FeaturedGrid({ items, failed }: { items: FeaturedProperty[]; failed: boolean }) {
  return (
    <>
      {items.length > 0 && (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((property) => (
            <FeaturedCard key={property.id} property={property} />
          ))}
        </ul>
      )}
      {items.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-medium">
            {failed
              ? 'Featured listings are unavailable right now.'
              : 'New listings are on their way.'}
          </p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Browse every property on the market in the meantime.
          </p>
          <Link to={paths.properties} className={buttonClasses('primary', 'mt-4')}>
            Browse properties
          </Link>
        </div>
      )}
    </>
  );
}
