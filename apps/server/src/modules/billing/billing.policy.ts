import { canBuyPlan, type PlanId } from '@nestwise/shared';
import type { Actor } from '../../core/actor';

/**
 * Who may do what with plans and payments, the part that depends on the plan or the payment
 * (every billing route but the plan list needs a signed-in caller: the contracts' `auth`).
 */
export const billingPolicy = {
  /** Each paid plan is for some roles (buyers' plans for buyers, agents' for agents). */
  canBuy: (actor: Actor, planId: PlanId) => canBuyPlan(actor.role, planId),

  /** A payment is its payer's alone; anyone else's answers like a missing one. */
  canSeePayment: (actor: Actor, payment: { userId: string }) => payment.userId === actor.id,
};
