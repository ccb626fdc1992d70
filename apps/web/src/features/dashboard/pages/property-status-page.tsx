import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/property-status (agent, admin; marketplace issue). */
export function PropertyStatusPage() {
  useDocumentTitle('Property Status');
  return (
    <PlaceholderPage
      title="Property Status"
      description="Change a listing's status with a reason and follow its history."
    />
  );
}

export default PropertyStatusPage;
