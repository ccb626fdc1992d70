import type { SignUpRole } from '@nestwise/shared';
import { cn } from '@/lib/cn';

const ROLES: { value: SignUpRole; label: string; hint: string }[] = [
  { value: 'buyer', label: 'Buyer or renter', hint: 'Find, save and compare homes.' },
  { value: 'agent', label: 'Agent', hint: 'List properties for buyers and renters.' },
];

/** Sign-up: buying/renting or listing as an agent (an admin account is never self-made). */
export function RoleChoice({
  value,
  onChange,
}: {
  value: SignUpRole;
  onChange: (role: SignUpRole) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium">I am a</legend>
      <div className="grid grid-cols-2 gap-2">
        {ROLES.map((role) => (
          <label
            key={role.value}
            className={cn(
              'cursor-pointer rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
              value === role.value
                ? 'border-teal-700 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name="role"
              value={role.value}
              checked={value === role.value}
              onChange={() => onChange(role.value)}
              className="sr-only"
            />
            <span className="block font-semibold">{role.label}</span>
            <span className="block text-slate-600 dark:text-slate-300">{role.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
