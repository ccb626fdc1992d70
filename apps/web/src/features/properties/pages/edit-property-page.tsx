import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /edit-property/{id}: the listing form for an existing property. */
export function EditPropertyPage() {
  useDocumentTitle('Edit Property');
  const { id } = useParams();
  return (
    <Container>
      <PlaceholderPage
        title="Edit Property"
        description="Update a listing’s details, photos, 3D models and documents."
      >
        <p>The form for property {id} will appear here.</p>
      </PlaceholderPage>
    </Container>
  );
}

export default EditPropertyPage;
