import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /subscription: plans (issue 9). */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  return (
    <Container>
      <PlaceholderPage
        title="Subscription"
        description="Choose the plan that fits how you buy, sell or manage property."
      />
    </Container>
  );
}

export default SubscriptionPage;
