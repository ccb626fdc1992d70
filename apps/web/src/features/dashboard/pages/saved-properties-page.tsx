import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/saved-properties (buyer; marketplace issue). */
export function SavedPropertiesPage() {
  useDocumentTitle('Saved Properties');
  return (
    <PlaceholderPage
      title="Saved Properties"
      description="The properties you saved as favorites."
    />
  );
}

export default SavedPropertiesPage;
