import { useState, type FormEvent } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { notify } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { SessionUser } from '@/stores/auth-slice';
import { useUpdateProfile } from '../api/update-profile';

type Outcome = { error: string | null; saved: boolean };

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ error: null, saved: false });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome({ error: null, saved: false });
    const error = await updateProfile(firstName, lastName);
    setSaving(false);
    setOutcome({ error, saved: !error });
    if (!error) notify('success', 'Profile updated');
  };

  return (
    <CardSection
      title="Personal details"
      description="Your display name changes when both first and last name are given."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {outcome.error && <Alert>{outcome.error}</Alert>}
        {outcome.saved && <Alert tone="success">Your profile has been updated.</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onValueChange={setFirstName}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onValueChange={setLastName}
          />
        </div>
        <TextField label="Email" type="email" value={user.email} readOnly />
        <Button type="submit" disabled={saving || (!firstName.trim() && !lastName.trim())}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </form>
    </CardSection>
  );
}
