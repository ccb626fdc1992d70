import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordFormSchema, type TChangePasswordForm } from '@nestwise/shared';
import { useState } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { notify } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const resolver = zodResolver(ZChangePasswordFormSchema);
const EMPTY: TChangePasswordForm = { current: '', password: '', confirm: '' };

export function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const { form, values, isSubmitting, change, errorOf, field } = useSchemaForm(resolver, EMPTY);
  const [outcome, setOutcome] = useState<{ error: string | null; changed: boolean }>({
    error: null,
    changed: false,
  });

  const onValid = async ({ current, password }: TChangePasswordForm) => {
    setOutcome({ error: null, changed: false });
    const error = await changePassword(email, current, password);
    setOutcome({ error, changed: !error });
    if (!error) {
      notify('success', 'Password changed');
      form.reset(EMPTY);
    }
  };

  return (
    <CardSection title="Change password" description="Confirm your current password first.">
      <form onSubmit={form.handleSubmit(onValid)} className="space-y-4" noValidate>
        {outcome.error && <Alert>{outcome.error}</Alert>}
        {outcome.changed && <Alert tone="success">Your password has been changed.</Alert>}
        <CurrentPasswordField label="Current password" {...field('current')} />
        <NewPasswordFields
          label="New password"
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={change('password')}
          onConfirmChange={change('confirm')}
          confirmError={errorOf('confirm')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </CardSection>
  );
}
