import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { passwordProblems, type SignUpRole } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignUp } from '../api/sign-up';
import { AuthCard, SwitchFormLink } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { RoleChoice } from '../components/role-choice';
import { useAuthState } from '../hooks/use-auth-state';
import { useOrigin } from '../hooks/use-origin';

export function RegisterPage() {
  useDocumentTitle('Create account');
  const auth = useAuthState();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const origin = useOrigin();
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [role, setRole] = useState<SignUpRole>(
    searchParams.get('role') === 'agent' ? 'agent' : 'buyer',
  );
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (auth.isAuthenticated && !auth.loading) return <Navigate to={origin} replace />;

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const missing = (value: string) => submitted && !value.trim();
  /** A required box's value, its change and, once the form was sent with it empty, its error. */
  const requiredText = (field: 'firstName' | 'lastName' | 'email', label: string) => ({
    value: form[field],
    onValueChange: set(field),
    error: missing(form[field]) ? `${label} is required` : null,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const complete = form.firstName.trim() && form.lastName.trim() && form.email.trim();
    if (!complete || passwordProblems(form.password).length > 0 || confirm !== form.password)
      return;
    // The dashboard greets a new account with “Welcome”, not “Welcome back”.
    if (await signUp({ ...form, role }))
      navigate(origin, { replace: true, state: { newAccount: true } });
  };

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
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {auth.error && <Alert>{auth.error}</Alert>}
        <RoleChoice value={role} onChange={setRole} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...requiredText('firstName', 'First name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            {...requiredText('lastName', 'Last name')}
          />
        </div>
        <EmailField {...requiredText('email', 'Email')} />
        <NewPasswordFields
          password={form.password}
          confirm={confirm}
          onPasswordChange={set('password')}
          onConfirmChange={setConfirm}
          showMismatch={submitted}
        />
        {submitted && !form.password && (
          <p className="text-sm text-red-700 dark:text-red-300">Password is required</p>
        )}
        <Button type="submit" className="w-full" disabled={auth.loading}>
          {auth.loading ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default RegisterPage;
