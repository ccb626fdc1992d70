import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, AuthLink } from './auth-card';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export function SetNewPasswordForm({ oobCode }: { oobCode: string }) {
  const { loading, error, done, resetPassword } = useResetPassword();
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!newPassword.acceptable) return;
    await resetPassword(oobCode, password);
  };

  if (done) {
    return (
      <AuthCard title="Password reset">
        <Alert tone="success">Your password has been reset. You can now sign in with it.</Alert>
        <Link to={paths.login} className={buttonClasses('primary', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a new password for your Nestwise account."
      footer={<AuthLink to={paths.forgotPassword}>Request a new link</AuthLink>}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error && <Alert>{error}</Alert>}
        <NewPasswordFields label="New password" showMismatch={submitted} {...newPassword.fields} />
        <Button type="submit" className="w-full" disabled={loading || !password}>
          {loading ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
