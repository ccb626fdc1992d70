import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ZSignUpFormSchema, type SignUpRole, type TSignUpForm } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSignUp } from '../api/sign-up';
import { AuthCard, SwitchFormLink } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { RoleChoice } from '../components/role-choice';
import { useAuthState } from '../hooks/use-auth-state';
import { useOrigin } from '../hooks/use-origin';

const resolver = zodResolver(ZSignUpFormSchema);
const EMPTY: TSignUpForm = { firstName: '', lastName: '', email: '', password: '', confirm: '' };

export function RegisterPage() {
  useDocumentTitle('Create account');
  const auth = useAuthState();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const origin = useOrigin();
  const [searchParams] = useSearchParams();
  const { form, values, change, errorOf, field } = useSchemaForm(resolver, EMPTY);
  const [role, setRole] = useState<SignUpRole>(
    searchParams.get('role') === 'agent' ? 'agent' : 'buyer',
  );

  if (auth.isAuthenticated && !auth.loading) return <Navigate to={origin} replace />;

  const onValid = async ({ firstName, lastName, email, password }: TSignUpForm) => {
    // The dashboard greets a new account with “Welcome”, not “Welcome back”.
    if (await signUp({ firstName, lastName, email, password, role }))
      navigate(origin, { replace: true, state: { newAccount: true } });
  };
  // A blank password is named below it; the rules a typed one breaks are listed as it is typed.
  const passwordRequired = !values.password && errorOf('password');

  return (
    <AuthCard
      title="Create account"
      subtitle={
        role === 'agent'
          ? 'List homes with photos, 3D models and documents; an administrator approves each listing.'
          : 'Save homes, compare them and keep your documents in one place.'
      }
      footer={
        <SwitchFormLink question="Already have an account?" to={paths.login}>
          Sign in
        </SwitchFormLink>
      }
    >
      <form onSubmit={form.handleSubmit(onValid)} className="space-y-4" noValidate>
        {auth.error && <Alert>{auth.error}</Alert>}
        <RoleChoice value={role} onChange={setRole} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...field('firstName')}
          />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <NewPasswordFields
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={change('password')}
          onConfirmChange={change('confirm')}
          confirmError={errorOf('confirm')}
        />
        {passwordRequired && (
          <p className="text-sm text-red-700 dark:text-red-300">{passwordRequired}</p>
        )}
        <Button type="submit" className="w-full" disabled={auth.loading}>
          {auth.loading ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default RegisterPage;
