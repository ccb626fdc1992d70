import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shared/property/{token}: a listing someone shared, readable without an account. */
export function SharedPropertyPage() {
  useDocumentTitle('Shared property');
  return (
    <Container>
      <PlaceholderPage
        title="Shared property"
        description="A listing someone shared with you, readable without an account."
      />
    </Container>
  );
}

export default SharedPropertyPage;
