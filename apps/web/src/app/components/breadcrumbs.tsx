import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SEGMENT_LABELS } from '@/config/navigation';

const titleCase = (segment: string) =>
  decodeURIComponent(segment)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A record id in the path (a UUID or another long token with digits) reads as the record's kind. */
const looksLikeId = (segment: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(segment) || (segment.length >= 16 && /\d/.test(segment));

/** What a record id reads as, by the segment before it (a listing's, unless named here). */
const ID_LABELS: Record<string, string> = { messages: 'Conversation' };

function labelOf(segment: string, parent: string | undefined): string {
  if (SEGMENT_LABELS[segment]) return SEGMENT_LABELS[segment];
  if (!looksLikeId(segment)) return titleCase(segment);
  return (parent && ID_LABELS[parent]) || 'Property';
}

/** Breadcrumbs built from the path. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => ({
    label: labelOf(segment, segments[index - 1]),
    to: `/${segments.slice(0, index + 1).join('/')}`,
  }));
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {index > 0 && <ChevronRightIcon className="size-4" />}
              {last ? (
                <span
                  aria-current="page"
                  className="font-medium text-slate-900 dark:text-slate-100"
                >
                  {crumb.label}
                </span>
              ) : (
                <Link
                  to={crumb.to}
                  className="hover:text-teal-800 hover:underline dark:hover:text-teal-300"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
