import { Link } from 'react-router';
import {
  BILLING_MESSAGES,
  PLANS,
  upgradeFor,
  type TMySubscriptionResponse,
  type UserRole,
} from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** At the plan's limit: a new listing for sale or rent would be refused, so say so up front. */
export function atListingLimit(usage: TMySubscriptionResponse['usage']): boolean {
  return usage.activeListingsLimit !== null && usage.activeListings >= usage.activeListingsLimit;
}

/**
 * Above the add-listing form: how many of the plan's listing slots are taken, and at the limit the
 * server's own refusal text with a link to upgrade, before the agent fills anything in.
 */
export function ListingLimitNotice({
  plan,
  role,
}: {
  plan: TMySubscriptionResponse;
  role: UserRole;
}) {
  const { activeListings, activeListingsLimit } = plan.usage;
  if (activeListingsLimit === null) return null;
  const upgrade = upgradeFor(role, plan.planId, 'activeListings');
  if (!atListingLimit(plan.usage)) {
    return (
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        {activeListings} of {activeListingsLimit} active listings used on your {plan.planName} plan.
      </p>
    );
  }
  return (
    <Alert tone="info" className="mb-6">
      <p className="font-semibold">{BILLING_MESSAGES.listingLimit(PLANS[plan.planId], upgrade)}</p>
      <p className="mt-1">
        Listings that are sold, off the market or inactive do not count. Upgrade, or take a listing
        off the market, to add a new one.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {upgrade && (
          <Link to={paths.subscription} className={buttonClasses('primary')}>
            Upgrade to {upgrade.name}
          </Link>
        )}
        <Link to={paths.dashboard.myListings} className={buttonClasses('secondary')}>
          My Listings
        </Link>
      </div>
    </Alert>
  );
}
