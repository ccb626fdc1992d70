import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from './billing-messages';
import {
  PLANS,
  PLAN_LIST,
  canBuyPlan,
  formatCents,
  periodEnd,
  upgradeFor,
  usagePeriodOf,
} from './plans';

describe('plan catalogue', () => {
  it('prices every paid plan, yearly cheaper than twelve months', () => {
    for (const plan of PLAN_LIST.filter((p) => p.id !== 'free')) {
      expect(plan.prices.monthly).toBeGreaterThan(0);
      expect(plan.prices.yearly).toBeLessThan(plan.prices.monthly * 12);
    }
  });

  it('grows listings with each agent plan', () => {
    expect(PLANS.free.limits.activeListings).toBe(3);
    expect(PLANS.agent.limits.activeListings).toBe(25);
    expect(PLANS.brokerage.limits.activeListings).toBeNull();
  });

  it('sells agent plans to agents and admins only, and never sells Free', () => {
    expect(canBuyPlan('buyer', 'buyer-pro')).toBe(true);
    expect(canBuyPlan('buyer', 'agent')).toBe(false);
    expect(canBuyPlan('agent', 'brokerage')).toBe(true);
    expect(canBuyPlan('agent', 'free')).toBe(false);
  });
});

describe('upgradeFor', () => {
  it('names the cheapest plan that lifts the limit for the role', () => {
    expect(upgradeFor('agent', 'free', 'activeListings')?.name).toBe('Agent');
    expect(upgradeFor('agent', 'agent', 'activeListings')?.name).toBe('Brokerage');
    expect(upgradeFor('buyer', 'free', 'aiToolRunsPerMonth')?.name).toBe('Buyer Pro');
    expect(upgradeFor('agent', 'brokerage', 'activeListings')).toBeNull();
  });

  it('builds the refusal that names the plan', () => {
    expect(M.listingLimit(PLANS.free, upgradeFor('agent', 'free', 'activeListings'))).toBe(
      'Your Free plan allows 3 active listings. Upgrade to Agent to list more.',
    );
  });
});

describe('periods', () => {
  it('ends a month later, on the last day when the month is shorter', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-11-21T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-21T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-11-21T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-11-21T10:00:00.000Z',
    );
  });

  it('counts usage per UTC month', () => {
    expect(usagePeriodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  });

  it('shows cents as dollars', () => {
    expect(formatCents(199000)).toBe('$1,990.00');
  });
});
