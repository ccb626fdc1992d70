import { ACCOUNT_STATUSES, USER_ROLES } from '@nestwise/shared';
import { optionsWithBlank, SelectField } from '@/components/ui/form-fields';
import { SearchForm } from '@/components/ui/search-form';
import { ROLE_LABELS } from '@/config/navigation';
import type { UserFilters as Filters } from '../api/users';

const ROLE_OPTIONS = optionsWithBlank('Any role', USER_ROLES, (value) => ROLE_LABELS[value]);
const STATUS_OPTIONS = optionsWithBlank('Any status', ACCOUNT_STATUSES, (value) => value);

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
          onValueChange={(role) => onChange({ ...filters, role })}
        />
        <SelectField
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onValueChange={(status) => onChange({ ...filters, status })}
        />
      </div>
    </div>
  );
}
