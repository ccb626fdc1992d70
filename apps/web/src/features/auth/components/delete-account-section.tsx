import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { loading, error, deleteAccount } = useDeleteAccount();

  const confirm = async () => {
    if (!(await deleteAccount())) setOpen(false);
  };

  return (
    <CardSection
      title="Delete account"
      description="Deleting your account removes your profile, saved properties, documents and appointments. This cannot be undone."
    >
      {error && <Alert className="mb-4">{error}</Alert>}
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description="Your account and everything saved in it will be permanently deleted."
        confirmLabel="Delete account"
        pendingLabel="Deleting…"
        tone="danger"
        pending={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </CardSection>
  );
}
