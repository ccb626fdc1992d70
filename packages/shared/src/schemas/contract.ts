import { z } from 'zod';

export const ZContractParseRequestSchema = z
  .object({
    text: z
      .string()
      .min(20, 'Paste the contract text (at least 20 characters)')
      .max(300_000, 'The contract text is too long (300,000 characters at most)'),
  })
  .strict();
export type TContractParseRequest = z.infer<typeof ZContractParseRequestSchema>;

const ZSourceSpanSchema = z.object({ start: z.number(), end: z.number(), excerpt: z.string() });
const extracted = <T extends z.ZodType>(value: T) =>
  z.object({ value, display: z.string(), source: ZSourceSpanSchema }).nullable();
const ZContingencySchema = z.object({
  included: z.boolean(),
  days: z.number().nullable(),
  businessDays: z.boolean(),
  deadline: z.string().nullable(),
});

/** What the parser took the text for; `not-a-contract` comes with `notice` and no fields. */
export const CONTRACT_KINDS = ['purchase', 'lease', 'addendum', 'not-a-contract'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];

export const PURCHASE_CONTRACT_FIELDS = [
  'buyer',
  'seller',
  'propertyAddress',
  'purchasePrice',
  'earnestMoney',
  'financingContingency',
  'inspectionContingency',
  'inspectionPeriod',
  'appraisalContingency',
  'closingDate',
  'effectiveDate',
] as const;

/** A lease's own terms, between its parties and address and its effective date. */
const LEASE_TERMS = [
  'monthlyRent',
  'leaseTerm',
  'leaseStart',
  'leaseEnd',
  'securityDeposit',
  'lateFee',
  'petsPolicy',
] as const;

export const LEASE_CONTRACT_FIELDS = [
  'landlord',
  'tenant',
  'propertyAddress',
  ...LEASE_TERMS,
  'effectiveDate',
] as const;

/** An addendum changes some terms only; these are the ones every addendum names. */
export const ADDENDUM_CONTRACT_FIELDS = [
  'buyer',
  'seller',
  'propertyAddress',
  'effectiveDate',
] as const;

/** Every field the parser reads, purchase agreements' first. */
export const CONTRACT_FIELDS = [
  ...PURCHASE_CONTRACT_FIELDS,
  'landlord',
  'tenant',
  ...LEASE_TERMS,
] as const;
export type TContractField = (typeof CONTRACT_FIELDS)[number];

/** The fields shown (and listed when missing) for each kind of document. */
export const CONTRACT_FIELDS_BY_KIND: Record<TContractKind, readonly TContractField[]> = {
  purchase: PURCHASE_CONTRACT_FIELDS,
  lease: LEASE_CONTRACT_FIELDS,
  addendum: PURCHASE_CONTRACT_FIELDS,
  'not-a-contract': [],
};

export const NOT_A_CONTRACT_NOTICE =
  'This does not look like a real-estate contract. Paste a purchase agreement, a lease or an addendum.';

export const ZContractParseResponseSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Set when the text is not a contract (kind `not-a-contract`); shown instead of the fields. */
  notice: z.string().nullable(),
  fields: z.object({
    buyer: extracted(z.array(z.string())),
    seller: extracted(z.array(z.string())),
    propertyAddress: extracted(z.string()),
    purchasePrice: extracted(z.number()),
    earnestMoney: extracted(
      z.object({
        amount: z.number(),
        dueDays: z.number().nullable(),
        dueDate: z.string().nullable(),
      }),
    ),
    financingContingency: extracted(ZContingencySchema),
    inspectionContingency: extracted(ZContingencySchema),
    inspectionPeriod: extracted(
      z.object({ days: z.number(), businessDays: z.boolean(), endsOn: z.string().nullable() }),
    ),
    appraisalContingency: extracted(ZContingencySchema),
    closingDate: extracted(z.string()),
    effectiveDate: extracted(z.string()),
    landlord: extracted(z.array(z.string())),
    tenant: extracted(z.array(z.string())),
    monthlyRent: extracted(z.number()),
    leaseTerm: extracted(z.object({ months: z.number() })),
    leaseStart: extracted(z.string()),
    leaseEnd: extracted(z.string()),
    securityDeposit: extracted(z.number()),
    lateFee: extracted(z.object({ amount: z.number(), graceDays: z.number().nullable() })),
    petsPolicy: extracted(z.object({ allowed: z.boolean(), deposit: z.number().nullable() })),
  }),
  deadlines: z.array(
    z.object({
      name: z.string(),
      days: z.number(),
      businessDays: z.boolean(),
      from: z.enum(['effectiveDate', 'closingDate']),
      /** The date counted from (the effective or closing date), when known. */
      anchorDate: z.string().nullable(),
      date: z.string().nullable(),
      source: ZSourceSpanSchema,
    }),
  ),
  notFound: z.array(z.enum(CONTRACT_FIELDS)),
  assumptions: z.array(z.string()),
});
export type TContractParseResponse = z.infer<typeof ZContractParseResponseSchema>;
export type TContractSourceSpan = z.infer<typeof ZSourceSpanSchema>;
