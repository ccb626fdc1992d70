import { useState, type FormEvent } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { notify } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ error: string | null; changed: boolean }>({
    error: null,
    changed: false,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!current || !newPassword.acceptable) return;
    setSaving(true);
    setOutcome({ error: null, changed: false });
    const error = await changePassword(email, current, password);
    setSaving(false);
    setOutcome({ error, changed: !error });
    if (!error) {
      notify('success', 'Password changed');
      setCurrent('');
      newPassword.clear();
      setSubmitted(false);
    }
  };

  return (
    <CardSection title="Change password" description="Confirm your current password first.">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {outcome.error && <Alert>{outcome.error}</Alert>}
        {outcome.changed && <Alert tone="success">Your password has been changed.</Alert>}
        <CurrentPasswordField
          label="Current password"
          value={current}
          onValueChange={setCurrent}
          error={submitted && !current ? 'Current password is required' : null}
        />
        <NewPasswordFields label="New password" showMismatch={submitted} {...newPassword.fields} />
        <Button type="submit" disabled={saving}>
          {saving ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </CardSection>
  );
}
