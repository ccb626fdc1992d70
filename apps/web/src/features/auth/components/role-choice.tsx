import type { SignUpRole } from '@nestwise/shared';
import { ChoiceCards, type ChoiceCard } from '@/components/ui/choice-cards';
import type { Controlled } from '@/lib/controlled';

const ROLES: ChoiceCard<SignUpRole>[] = [
  { value: 'buyer', label: 'Buyer or renter', hint: 'Find, save and compare homes.' },
  { value: 'agent', label: 'Agent', hint: 'List properties for buyers and renters.' },
];

/** Sign-up: buying/renting or listing as an agent (an admin account is never self-made). */
export function RoleChoice(props: Controlled<SignUpRole>) {
  return (
    <ChoiceCards legend="I am a" name="role" options={ROLES} className="grid-cols-2" {...props} />
  );
}
