import type { TProperty } from '@nestwise/shared';
import { Link } from 'react-router';
import { twinFileUrl } from '@/components/model-viewer/model-format';
import { CubeIcon, HomeIcon, strokeIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import { sizedImageUrl } from '@/lib/sized-image';

const FileIcon = strokeIcon(
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);

/** The first image's 400 px copy when it has one; other addresses as they are. */
function cardImage(property: TProperty): string | null {
  const image = property.images[0];
  if (!image) return null;
  const url = twinFileUrl({ s3Key: image.key, url: image.url });
  return url ? sizedImageUrl(url, 400) : url;
}

/** A listing in the hub: picture, title, place, price and what its twin holds. */
export function TwinCard({ property, href }: { property: TProperty; href: string }) {
  const src = cardImage(property);
  const { models, documents } = property.digitalTwin;
  const place = [property.location.city, property.location.state].filter(Boolean).join(', ');
  return (
    <article
      aria-labelledby={`twin-card-${property.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-[16/10] bg-slate-100 dark:bg-slate-800">
        {src ? (
          <img src={src} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center text-slate-400">
            <HomeIcon className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={`twin-card-${property.id}`} className="font-semibold leading-snug">
          <Link
            to={href}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {property.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {place} · {formatPrice(property.price, property.status)}
        </p>
        <ul
          aria-label="In this digital twin"
          className="mt-auto flex flex-wrap gap-2 pt-2 text-sm font-medium"
        >
          {models.length > 0 && (
            <li className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-1 text-teal-900 dark:bg-teal-950 dark:text-teal-100">
              <CubeIcon className="size-4" />
              {models.length} 3D {models.length === 1 ? 'model' : 'models'}
            </li>
          )}
          {documents.length > 0 && (
            <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              <FileIcon className="size-4" />
              {documents.length} {documents.length === 1 ? 'document' : 'documents'}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
