import { Link, useSearchParams } from 'react-router';
import { PLANS, canBuyPlan, formatCents } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { CardSection } from '@/components/ui/card-section';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { usePlans, type Order } from '../api/billing-api';
import { CardForm } from '../components/card-form';
import { OrderSummary } from '../components/order-summary';
import { SecondStepDialog } from '../components/second-step-dialog';
import { SignInStep } from '../components/sign-in-step';
import { TestModeBanner } from '../components/test-mode-banner';
import { useCheckout } from '../hooks/use-checkout';
import { orderFromSearch } from '../lib/order';

const linkClasses = 'font-semibold text-teal-700 underline dark:text-teal-400';

/**
 * /payment-confirmation?plan=…&interval=…: the order summary and the card form; signed out, the
 * order summary and a sign-in step (a public route).
 */
export function PaymentConfirmationPage() {
  useDocumentTitle('Payment confirmation');
  const [search] = useSearchParams();
  const user = useAppSelector(selectCurrentUser);
  const order = orderFromSearch(search);

  if (!order) {
    return (
      <Container narrow>
        <PageHeader title="Payment confirmation" />
        <Alert>
          Choose a plan first.{' '}
          <Link to={paths.subscription} className={linkClasses}>
            See the plans
          </Link>
        </Alert>
      </Container>
    );
  }
  if (!user) {
    return (
      <Container>
        <PageHeader
          title="Payment confirmation"
          description="Review your plan, then sign in to pay for it."
        />
        <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
          <OrderSummary order={order} />
          <SignInStep title="Sign in to pay">
            <p>
              The plan goes on your Nestwise account: sign in, or create an account, and you come
              back here to enter your card.
            </p>
          </SignInStep>
        </div>
      </Container>
    );
  }
  if (!canBuyPlan(user.role, order.planId)) {
    return (
      <Container narrow>
        <PageHeader title="Payment confirmation" />
        <Alert>
          The {PLANS[order.planId].name} plan is for agent accounts.{' '}
          <Link to={paths.subscription} className={linkClasses}>
            See the plans
          </Link>
        </Alert>
      </Container>
    );
  }
  return <Checkout order={order} />;
}

function Checkout({ order }: { order: Order }) {
  const plans = usePlans();
  const { submitting, error, pending, pay, answerSecondStep, closeSecondStep } = useCheckout(
    order.planId,
    order.interval,
  );
  const price = PLANS[order.planId].prices[order.interval];

  return (
    <Container>
      <PageHeader
        title="Payment confirmation"
        description="Review your plan and payment details before you confirm."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-6">
          <OrderSummary order={order} />
          <p className="text-sm">
            <Link to={paths.subscription} className={linkClasses}>
              Change plan
            </Link>
          </p>
        </div>
        <div className="space-y-6">
          {plans.data?.testMode && <TestModeBanner />}
          <CardSection title="Card details">
            {error && <Alert className="mb-4">{error}</Alert>}
            <CardForm
              submitLabel={`Pay ${formatCents(price)}`}
              submitting={submitting}
              onSubmit={pay}
            />
          </CardSection>
        </div>
      </div>
      <SecondStepDialog
        payment={pending}
        busy={submitting}
        onAnswer={answerSecondStep}
        onClose={closeSecondStep}
      />
    </Container>
  );
}

export default PaymentConfirmationPage;
