import { ListingAiPanels } from '@/features/ai-tools/components/listing-ai-panels';
import { PropertyDetailPage } from '@/features/properties/pages/property-detail-page';

/**
 * /properties/{id}: the listing page with the AI tools' ROI and compliance panels for it. Neither
 * feature imports the other, so the app puts them together; the panels load their tools lazily.
 */
export default function PropertyDetailWithTools() {
  return <PropertyDetailPage tools={(property) => <ListingAiPanels property={property} />} />;
}
