import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/my-properties (buyer; marketplace issue). */
export function MyPropertiesPage() {
  useDocumentTitle('My Properties');
  return (
    <PlaceholderPage
      title="My Properties"
      description="The properties you have bought or rented, and the ones you are following."
    />
  );
}

export default MyPropertiesPage;
