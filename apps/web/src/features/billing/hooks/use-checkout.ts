import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  BillingInterval,
  CardInput,
  PaidPlanId,
  TCheckoutResponse,
  TPayment,
} from '@nestwise/shared';
import { ApiError } from '@/lib/http/api-client';
import { useCheckoutPayment, useConfirmPayment, type Order } from '../api/billing-api';
import { checkoutKey } from '../lib/checkout-key';
import { successPath } from '../lib/order';

export interface CheckoutState {
  submitting: boolean;
  /** A decline or refusal to show above the form. */
  error: string | null;
  /** A payment waiting for the bank's second step. */
  pending: TPayment | null;
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The payment could not be sent. Try again.';

/** Pays for `order`: success opens the receipt, a decline is shown, a second step opens its dialog. */
export function useCheckout(planId: PaidPlanId, interval: BillingInterval) {
  const navigate = useNavigate();
  // A paid answer refreshes the caller's plan wherever it is shown (tag 'Subscription').
  const [checkout] = useCheckoutPayment();
  const [confirmPayment] = useConfirmPayment();
  const order: Order = useMemo(() => ({ planId, interval }), [planId, interval]);
  const [state, setState] = useState<CheckoutState>({
    submitting: false,
    error: null,
    pending: null,
  });

  const settle = useCallback(
    ({ payment }: TCheckoutResponse) => {
      if (payment.status === 'requires_action') {
        setState({ submitting: false, error: null, pending: payment });
        return;
      }
      checkoutKey.clear(order);
      if (payment.status === 'succeeded') {
        navigate(successPath(payment.id), { replace: true });
        return;
      }
      setState({
        submitting: false,
        pending: null,
        error: payment.failureMessage ?? 'The payment did not go through.',
      });
    },
    [navigate, order],
  );

  const pay = useCallback(
    async (card: CardInput) => {
      setState({ submitting: true, error: null, pending: null });
      try {
        settle(
          await checkout({
            planId: order.planId,
            interval: order.interval,
            card,
            idempotencyKey: checkoutKey.get(order),
          }).unwrap(),
        );
      } catch (error) {
        setState({ submitting: false, pending: null, error: errorText(error) });
      }
    },
    [checkout, order, settle],
  );

  const answerSecondStep = useCallback(
    async (authenticated: boolean) => {
      if (!state.pending) return;
      setState((s) => ({ ...s, submitting: true }));
      try {
        settle(await confirmPayment({ id: state.pending.id, authenticated }).unwrap());
      } catch (error) {
        setState({ submitting: false, pending: null, error: errorText(error) });
      }
    },
    [confirmPayment, settle, state.pending],
  );

  const closeSecondStep = useCallback(
    () =>
      setState({
        submitting: false,
        pending: null,
        error: 'The payment was not confirmed. Pay again to restart the confirmation.',
      }),
    [],
  );

  return { ...state, pay, answerSecondStep, closeSecondStep };
}
