import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { formatCents, type TPayment } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * The bank's second step (3-D Secure). In test mode the user decides the outcome, as on a real
 * provider's test authentication page.
 */
export function SecondStepDialog({
  payment,
  busy,
  onAnswer,
  onClose,
}: {
  payment: TPayment | null;
  busy: boolean;
  onAnswer: (authenticated: boolean) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={payment !== null} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          {payment?.testMode && <Badge tone="warning">TEST MODE</Badge>}
          <DialogTitle className="mt-2 text-lg font-semibold">Confirm this payment</DialogTitle>
          {payment && (
            <Description className="mt-2 text-slate-600 dark:text-slate-300">
              Your bank asks you to confirm the payment of {formatCents(payment.amount)} to Nestwise
              with the card ending in {payment.cardLast4}.
            </Description>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => onAnswer(false)} disabled={busy}>
              Fail authentication
            </Button>
            <Button onClick={() => onAnswer(true)} disabled={busy}>
              {busy ? 'Confirming…' : 'Complete authentication'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
