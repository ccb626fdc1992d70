import { ACCOUNT_STATUSES, USER_ROLES, type AccountStatus, type UserRole } from '@nestwise/shared';
import { SelectField } from '@/components/ui/form-fields';
import { SearchForm } from '@/components/ui/search-form';
import { ROLE_LABELS } from '@/config/navigation';
import type { UserFilters as Filters } from '../api/users';

const ROLE_OPTIONS = [
  { value: '', label: 'Any role' },
  ...USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ACCOUNT_STATUSES.map((value) => ({ value, label: value })),
];

export function UserFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  return (
    <div className="mb-4 space-y-3">
      <SearchForm
        label="Search users"
        placeholder="Name or email"
        initialText={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
        <SelectField
          label="Role"
          value={filters.role}
          options={ROLE_OPTIONS}
          onChange={(event) => onChange({ ...filters, role: event.target.value as UserRole | '' })}
        />
        <SelectField
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as AccountStatus | '' })
          }
        />
      </div>
    </div>
  );
}
