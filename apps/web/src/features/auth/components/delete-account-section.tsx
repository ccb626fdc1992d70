import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDeleteAccount } from '../api/delete-account';
import { ProfileSection } from './profile-section';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { loading, error, deleteAccount } = useDeleteAccount();

  const confirm = async () => {
    if (!(await deleteAccount())) setOpen(false);
  };

  return (
    <ProfileSection
      title="Delete account"
      description="Deleting your account removes your profile, saved properties, documents and appointments. This cannot be undone."
    >
      {error && <Alert className="mb-4">{error}</Alert>}
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog open={open} onClose={() => !loading && setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
        <div className="fixed inset-0 grid place-items-center p-4">
          <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
            <DialogTitle className="text-lg font-semibold">Delete your account?</DialogTitle>
            <Description className="mt-2 text-slate-600 dark:text-slate-300">
              Your account and everything saved in it will be permanently deleted.
            </Description>
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={loading}>
                Cancel
              </Button>
              <Button variant="danger" onClick={confirm} disabled={loading}>
                {loading ? 'Deleting…' : 'Delete account'}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </ProfileSection>
  );
}
