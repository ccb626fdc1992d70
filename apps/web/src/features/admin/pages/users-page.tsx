import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/users (admin; marketplace issue). */
export function UsersPage() {
  useDocumentTitle('Users');
  return (
    <PlaceholderPage
      title="Users"
      description="Search users, change their role and activate or deactivate their accounts."
    />
  );
}

export default UsersPage;
