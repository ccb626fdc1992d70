import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { PageHeader } from '@/components/ui/page-header';
import { ROLE_LABELS } from '@/config/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useSignOut } from '../api/sign-out';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { SubscriptionSection } from '../components/subscription-section';

/** /dashboard/profile: names, password, account deletion, sign out. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Profile"
        description={`${user.displayName ?? user.email} · ${ROLE_LABELS[user.role]}`}
      />
      <div className="space-y-6">
        <ProfileDetailsForm user={user} />
        <ChangePasswordForm email={user.email} />
        <SubscriptionSection />
        <CardSection title="Sign out" description="Sign out of Nestwise on this device.">
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </CardSection>
        <DeleteAccountSection />
      </div>
    </div>
  );
}

export default ProfilePage;
