import { zodResolver } from '@hookform/resolvers/zod';
import { ZNewPasswordFormSchema, type TNewPasswordForm } from '@nestwise/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, AuthLink } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const resolver = zodResolver(ZNewPasswordFormSchema);

export function SetNewPasswordForm({ oobCode }: { oobCode: string }) {
  const { loading, error, done, resetPassword } = useResetPassword();
  const { form, values, change, errorOf } = useSchemaForm(resolver, { password: '', confirm: '' });

  const onValid = async ({ password }: TNewPasswordForm) => {
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
      <form onSubmit={form.handleSubmit(onValid)} className="space-y-4" noValidate>
        {error && <Alert>{error}</Alert>}
        <NewPasswordFields
          label="New password"
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={change('password')}
          onConfirmChange={change('confirm')}
          confirmError={errorOf('confirm')}
        />
        <Button type="submit" className="w-full" disabled={loading || !values.password}>
          {loading ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
