import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const DESCRIPTION =
  'List a property with its details, photos, 3D models and documents. New listings wait for an administrator’s approval.';

/** /add-property and /dashboard/add-property: the listing form with media upload. */
export function AddPropertyPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle('Add Property');
  const page = <PlaceholderPage title="Add Property" description={DESCRIPTION} />;
  return inDashboard ? page : <Container>{page}</Container>;
}

export function DashboardAddPropertyPage() {
  return <AddPropertyPage inDashboard />;
}

export default AddPropertyPage;
