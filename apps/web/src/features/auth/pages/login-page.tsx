import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, EmailField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { AuthCard, AuthLink, SwitchFormLink } from '../components/auth-card';
import { useAuthState } from '../hooks/use-auth-state';
import { useOrigin } from '../hooks/use-origin';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const auth = useAuthState();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const origin = useOrigin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (auth.isAuthenticated && !auth.loading) return <Navigate to={origin} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await signIn(email, password)) navigate(origin, { replace: true });
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back to Nestwise."
      footer={
        <SwitchFormLink question="New to Nestwise?" to={paths.register}>
          Create account
        </SwitchFormLink>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {auth.error && <Alert>{auth.error}</Alert>}
        <EmailField value={email} onValueChange={setEmail} />
        <CurrentPasswordField value={password} onValueChange={setPassword} />
        <div className="flex justify-end text-sm">
          <AuthLink to={paths.forgotPassword}>Forgot password?</AuthLink>
        </div>
        <Button type="submit" className="w-full" disabled={auth.loading || !email || !password}>
          {auth.loading ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default LoginPage;
