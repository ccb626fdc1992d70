import { useState } from 'react';
import { ACCOUNT_STATUSES, USER_ROLES, type AccountStatus, type UserRole } from '@nestwise/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { ROLE_LABELS } from '@/config/navigation';
import type { UserFilters as Filters } from '../api/get-users';

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
  const [text, setText] = useState(filters.q);
  return (
    <div className="mb-4 space-y-3">
      <form
        role="search"
        className="flex max-w-xl items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: text.trim() });
        }}
      >
        <TextField
          label="Search users"
          className="flex-1"
          value={text}
          placeholder="Name or email"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
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
