import type { UserRole } from '../constants/roles';

/** The plan catalogue (issue 9; the spec shows no plans or prices, so these are ours). */
export const PLAN_IDS = ['free', 'buyer-pro', 'agent', 'brokerage'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const BILLING_CURRENCY = 'usd';

/** What a plan allows; null means no limit. */
export interface PlanLimits {
  /** Listings an agent may have active (for sale or for rent, not deactivated) at once. */
  activeListings: number | null;
  /**
   * Runs of the counted AI tools (valuation, intelligence, deal structuring, contract) a signed-in
   * buyer may make per calendar month (UTC).
   */
  aiToolRunsPerMonth: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  /** Prices in cents. */
  prices: Record<BillingInterval, number>;
  /** Roles that may buy the plan (every role may hold Free). */
  forRoles: readonly UserRole[];
  limits: PlanLimits;
  /** What the plan unlocks, as shown on the plan card. */
  features: readonly string[];
}

export const FREE_AI_TOOL_RUNS_PER_MONTH = 10;
export const FREE_ACTIVE_LISTINGS = 3;
export const AGENT_ACTIVE_LISTINGS = 25;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    tagline: 'Browse, save and compare homes.',
    prices: { monthly: 0, yearly: 0 },
    forRoles: ['buyer', 'agent', 'admin'],
    limits: {
      activeListings: FREE_ACTIVE_LISTINGS,
      aiToolRunsPerMonth: FREE_AI_TOOL_RUNS_PER_MONTH,
    },
    features: [
      'Browse, save and compare listings',
      `${FREE_AI_TOOL_RUNS_PER_MONTH} AI tool runs a month`,
      `Agents: ${FREE_ACTIVE_LISTINGS} active listings`,
    ],
  },
  'buyer-pro': {
    id: 'buyer-pro',
    name: 'Buyer Pro',
    tagline: 'For serious buyers and investors.',
    prices: { monthly: 1900, yearly: 19000 },
    forRoles: ['buyer', 'agent', 'admin'],
    limits: { activeListings: FREE_ACTIVE_LISTINGS, aiToolRunsPerMonth: null },
    features: [
      'Unlimited AI tool runs',
      'Valuation, market intelligence, deal structuring and contract parsing without a monthly cap',
      'Everything in Free',
    ],
  },
  agent: {
    id: 'agent',
    name: 'Agent',
    tagline: 'For agents growing their listings.',
    prices: { monthly: 4900, yearly: 49000 },
    forRoles: ['agent', 'admin'],
    limits: { activeListings: AGENT_ACTIVE_LISTINGS, aiToolRunsPerMonth: null },
    features: [
      `${AGENT_ACTIVE_LISTINGS} active listings`,
      'Unlimited AI tool runs',
      'Everything in Buyer Pro',
    ],
  },
  brokerage: {
    id: 'brokerage',
    name: 'Brokerage',
    tagline: 'For teams with a full book.',
    prices: { monthly: 19900, yearly: 199000 },
    forRoles: ['agent', 'admin'],
    limits: { activeListings: null, aiToolRunsPerMonth: null },
    features: ['Unlimited active listings', 'Unlimited AI tool runs', 'Everything in Agent'],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export const isPlanId = (value: string): value is PlanId =>
  (PLAN_IDS as readonly string[]).includes(value);

export const canBuyPlan = (role: UserRole, planId: PlanId) =>
  planId !== 'free' && PLANS[planId].forRoles.includes(role);

/** The cheapest plan, for this role, with more of `limit` than `current` allows: what to upgrade to. */
export function upgradeFor(role: UserRole, current: PlanId, limit: keyof PlanLimits): Plan | null {
  const have = PLANS[current].limits[limit];
  if (have === null) return null;
  return (
    PLAN_LIST.find((plan) => {
      const allows = plan.limits[limit];
      return canBuyPlan(role, plan.id) && (allows === null || allows > have);
    }) ?? null
  );
}

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'monthly') {
    const day = end.getUTCDate();
    end.setUTCMonth(end.getUTCMonth() + 1, 1);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  } else {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
  }
  return end;
}

/** The usage counting month, e.g. '2026-11' (UTC). */
export const usagePeriodOf = (date: Date) => date.toISOString().slice(0, 7);

/** Cents as dollars, e.g. 1900 → '$19.00'. */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
