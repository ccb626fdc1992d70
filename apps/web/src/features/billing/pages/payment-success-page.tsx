import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /payment-success (issue 9). */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment success');
  return (
    <Container>
      <PlaceholderPage
        title="Payment success"
        description="Thank you. Your subscription is active."
      />
    </Container>
  );
}

export default PaymentSuccessPage;
