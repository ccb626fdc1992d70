import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /properties/{id}: detail with the 3D model viewer, ROI simulator and compliance checker. */
export function PropertyDetailPage() {
  useDocumentTitle('Property details');
  const { id } = useParams();
  return (
    <Container>
      <PlaceholderPage
        title="Property details"
        description="Photos, facts, the 3D model of the property, the ROI simulator and the compliance checker."
      >
        <p>Details of property {id} will appear here.</p>
      </PlaceholderPage>
    </Container>
  );
}

export default PropertyDetailPage;
