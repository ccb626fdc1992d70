import type { TContractField, TContractKind } from '@nestwise/shared';

export const CONTRACT_FIELD_LABELS: Record<TContractField, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  propertyAddress: 'Property address',
  purchasePrice: 'Purchase price',
  earnestMoney: 'Earnest money',
  financingContingency: 'Financing contingency',
  inspectionContingency: 'Inspection contingency',
  inspectionPeriod: 'Inspection period',
  appraisalContingency: 'Appraisal contingency',
  closingDate: 'Closing date',
  effectiveDate: 'Effective date',
  landlord: 'Landlord',
  tenant: 'Tenant',
  monthlyRent: 'Rent',
  leaseTerm: 'Lease term',
  leaseStart: 'Lease starts',
  leaseEnd: 'Lease ends',
  securityDeposit: 'Security deposit',
  lateFee: 'Late fee',
  petsPolicy: 'Pets',
};

export const CONTRACT_KIND_LABELS: Record<TContractKind, string> = {
  purchase: 'Purchase agreement',
  lease: 'Lease',
  addendum: 'Addendum',
  'not-a-contract': 'Not a contract',
};

/** Days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );
}
