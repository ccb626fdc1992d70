import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /payment-confirmation (issue 9). */
export function PaymentConfirmationPage() {
  useDocumentTitle('Payment confirmation');
  return (
    <Container>
      <PlaceholderPage
        title="Payment confirmation"
        description="Review your plan and payment details before you confirm."
      />
    </Container>
  );
}

export default PaymentConfirmationPage;
