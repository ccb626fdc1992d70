import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What confirm says while the action runs ("Deleting…"). */
  pendingLabel?: string;
  /** The button that closes without acting ("Keep subscription"). */
  cancelLabel?: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  pending?: boolean;
  error?: string | null;
  /** Extra fields (a reason, a role) shown between the text and the buttons. */
  children?: ReactNode;
  /** False keeps the confirm button disabled (e.g. a required reason is blank). */
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal confirmation (Headless UI Dialog: focus trapped inside, Escape and the backdrop cancel,
 * focus returns to the opener). Confirm is a form submit, so Enter in a field confirms.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Working…',
  cancelLabel = 'Cancel',
  tone = 'primary',
  pending = false,
  error,
  children,
  canConfirm = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm && !pending) onConfirm();
  };
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <form onSubmit={submit}>
            <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
            <Description as="div" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {description}
            </Description>
            {children && <div className="mt-4 space-y-3">{children}</div>}
            {error && <Alert className="mt-4">{error}</Alert>}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={onClose} disabled={pending}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant={tone} disabled={!canConfirm || pending}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
