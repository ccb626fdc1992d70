import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/my-listings (agent, admin; marketplace issue). */
export function MyListingsPage() {
  useDocumentTitle('My Listings');
  return (
    <PlaceholderPage
      title="My Listings"
      description="Your listings with their approval, status and views."
    />
  );
}

export default MyListingsPage;
