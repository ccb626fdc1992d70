import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/property-management (admin; marketplace issue). */
export function PropertyManagementPage() {
  useDocumentTitle('Property Management');
  return (
    <PlaceholderPage
      title="Property Management"
      description="Approve or reject listings waiting for review."
    />
  );
}

export default PropertyManagementPage;
