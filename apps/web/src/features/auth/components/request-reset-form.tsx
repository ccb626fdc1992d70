import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useAuthState } from '../hooks/use-auth-state';
import { AuthCard, AuthLink } from './auth-card';

export function RequestResetForm() {
  const auth = useAuthState();
  const sendReset = useSendPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(email.trim());
    await sendReset(email);
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to set a new password."
      footer={<AuthLink to={paths.login}>Back to sign in</AuthLink>}
    >
      {auth.passwordResetRequested ? (
        <Alert tone="success">
          If an account exists for <strong>{sentTo}</strong>, a password reset link is on its way.
          Check your inbox; the link works once and expires in one hour.
        </Alert>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {auth.error && <Alert>{auth.error}</Alert>}
          <EmailField value={email} onValueChange={setEmail} />
          <Button type="submit" className="w-full" disabled={auth.loading || !email.trim()}>
            {auth.loading ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
