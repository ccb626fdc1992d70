import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequestResetForm } from '../components/request-reset-form';
import { SetNewPasswordForm } from '../components/set-new-password-form';

/** /forgot-password sends the reset mail; the mail's link (?mode=resetPassword&oobCode=…) sets the password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const resetting = params.get('mode') === 'resetPassword' && Boolean(oobCode);
  useDocumentTitle(resetting ? 'Set a new password' : 'Forgot password');
  return resetting && oobCode ? <SetNewPasswordForm oobCode={oobCode} /> : <RequestResetForm />;
}

export default ForgotPasswordPage;
