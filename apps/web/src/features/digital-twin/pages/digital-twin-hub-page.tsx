import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const DESCRIPTION =
  'Walk through properties in 3D, with their models and documents gathered in one place.';

/** /digital-twin and /dashboard/digital-twin: the digital twin hub (issue 9). */
export function DigitalTwinHubPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle('Digital Twin');
  const page = <PlaceholderPage title="Digital Twin" description={DESCRIPTION} />;
  return inDashboard ? page : <Container>{page}</Container>;
}

export function DashboardDigitalTwinHubPage() {
  return <DigitalTwinHubPage inDashboard />;
}

export default DigitalTwinHubPage;
