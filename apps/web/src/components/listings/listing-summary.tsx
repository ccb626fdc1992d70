import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatPrice, statusLabel } from '@/lib/format';
import { sizedImageUrl } from '@/lib/sized-image';

/** The first image as a small thumbnail (its 400 px copy when it has one). */
function thumbnail(listing: TProperty): string | null {
  const url = listing.images[0]?.url;
  return url ? sizedImageUrl(url, 400) : null;
}

/** A listing in a dashboard list: thumbnail, linked title, place, price and status. */
export function ListingSummary({ listing }: { listing: TProperty }) {
  const image = thumbnail(listing);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        {image ? (
          <img src={image} alt="" width={56} height={56} className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-slate-500">
            <HomeIcon />
          </span>
        )}
      </span>
      <span className="min-w-0">
        <Link
          to={paths.property(listing.id)}
          className="block truncate font-semibold text-teal-800 hover:underline dark:text-teal-300"
        >
          {listing.title}
        </Link>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
          {[listing.location.city, listing.location.state].filter(Boolean).join(', ')} ·{' '}
          {formatPrice(listing.price, listing.status)} · {statusLabel(listing.status)}
        </span>
      </span>
    </div>
  );
}
