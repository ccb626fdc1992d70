import { Link } from 'react-router';
import { savedSearchPath, type TSavedSearch } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ALERT_LABELS, alertChoice } from './alert-choice';
import { formatDay } from '@/lib/dates';

interface SavedSearchRowProps {
  search: TSavedSearch;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved search: name, filters in words, alerts, date, and its actions. */
export function SavedSearchRow({ search, onEdit, onDelete }: SavedSearchRowProps) {
  const choice = alertChoice(search);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0">
        <h2 className="truncate font-semibold">{search.name}</h2>
        {search.summary !== search.name && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{search.summary}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Badge tone={choice === 'off' ? 'neutral' : 'primary'}>{ALERT_LABELS[choice]}</Badge>
          <span>Saved {formatDay(search.createdAt)}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={savedSearchPath(search.filters)}
          className={buttonClasses('primary')}
          aria-label={`Open ${search.name}`}
        >
          Open
        </Link>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${search.name}`}>
          Edit
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${search.name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
