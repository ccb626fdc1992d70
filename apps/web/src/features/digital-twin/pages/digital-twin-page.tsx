import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /digital-twin/{id} and /dashboard/digital-twin/{id}: one property's digital twin (issue 9). */
export function DigitalTwinPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle('Digital Twin');
  const { id } = useParams();
  const page = (
    <PlaceholderPage title="Digital Twin" description="The 3D model and documents of one property.">
      <p>The digital twin of property {id} will appear here.</p>
    </PlaceholderPage>
  );
  return inDashboard ? page : <Container>{page}</Container>;
}

export function DashboardDigitalTwinPage() {
  return <DigitalTwinPage inDashboard />;
}

export default DigitalTwinPage;
