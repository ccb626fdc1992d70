import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { LinkButtons } from '@/components/ui/link-buttons';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useReceipt } from '../api/billing-api';
import { Receipt } from '../components/receipt';
import { SignInStep } from '../components/sign-in-step';

/**
 * /payment-success?payment=…: the receipt. Reloading only reads the payment again. Without a
 * payment id (the payment notification's link) it shows the newest paid one.
 */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment success');
  const user = useAppSelector(selectCurrentUser);
  if (!user) {
    // A public route: the receipt is the account's, so signing in is the step it asks for.
    return (
      <Container narrow>
        <PageHeader title="Payment success" />
        <SignInStep title="Sign in to see your receipt">
          <p>Receipts are kept with the account that paid. Sign in to see this one.</p>
        </SignInStep>
      </Container>
    );
  }
  return <ReceiptPage />;
}

function ReceiptPage() {
  const [search] = useSearchParams();
  const paymentId = search.get('payment') ?? '';
  const payment = useReceipt(paymentId);

  return (
    <Container narrow>
      {payment.isLoading && <Spinner label="Loading your receipt" />}
      {payment.data === null && (
        <>
          <PageHeader title="Payment success" />
          <Alert tone="info">
            You have no paid subscription yet.{' '}
            <Link to={paths.subscription} className="font-semibold underline">
              See the plans
            </Link>
          </Alert>
        </>
      )}
      {payment.isError && payment.data === undefined && (
        <>
          <PageHeader title="Payment success" />
          <Alert>
            {payment.error instanceof ApiError && payment.error.status === 404
              ? 'This receipt was not found.'
              : 'Your receipt could not be loaded. Reload the page to try again.'}
          </Alert>
        </>
      )}
      {payment.data && payment.data.status !== 'succeeded' && (
        <>
          <PageHeader title="Payment not completed" />
          <Alert>{payment.data.failureMessage ?? 'This payment has not gone through.'}</Alert>
        </>
      )}
      {payment.data?.status === 'succeeded' && (
        <>
          <PageHeader
            title="Payment successful"
            description={`Thank you. Your ${payment.data.planName} plan is active.`}
            actions={payment.data.testMode && <Badge tone="warning">TEST MODE</Badge>}
          />
          <Receipt payment={payment.data} />
          <LinkButtons
            className="mt-6"
            links={[
              { to: paths.dashboard.profile, label: 'Go to your profile' },
              { to: paths.subscription, label: 'See the plans' },
            ]}
          />
        </>
      )}
    </Container>
  );
}

export default PaymentSuccessPage;
