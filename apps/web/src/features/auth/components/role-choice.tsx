import type { SignUpRole } from '@nestwise/shared';
import { ChoiceCards, type ChoiceCard } from '@/components/ui/choice-cards';

const ROLES: ChoiceCard<SignUpRole>[] = [
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
    <ChoiceCards
      legend="I am a"
      name="role"
      options={ROLES}
      value={value}
      onChange={onChange}
      className="grid-cols-2"
    />
  );
}
