import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/my-properties/purchased (buyer; marketplace issue). */
export function PurchasedPage() {
  useDocumentTitle('Purchased');
  return (
    <PlaceholderPage
      title="Purchased"
      description="Properties you have bought or rented through Nestwise."
    />
  );
}

export default PurchasedPage;
