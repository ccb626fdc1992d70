import { z } from 'zod';

/** Numbers a listing may leave out (the compliance tool checks what it is given). */
const optionalNumber = (schema: z.ZodNumber) => schema.nullable().optional();

export const COMPLIANCE_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;

export const ZComplianceRequestSchema = z
  .object({
    title: z.string().max(500).default(''),
    description: z.string().max(20_000).default(''),
    listingType: z.enum(['sale', 'rent']).default('sale'),
    propertyType: z.string().trim().max(40).optional(),
    address: z.string().trim().max(300).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(2).optional(),
    zip: z.string().trim().max(10).optional(),
    latitude: optionalNumber(z.number().min(-90).max(90)),
    longitude: optionalNumber(z.number().min(-180).max(180)),
    bedrooms: optionalNumber(z.number().int().min(0).max(50)),
    bathrooms: optionalNumber(z.number().min(0).max(50)),
    squareFeet: optionalNumber(z.number().positive().max(100_000)),
    yearBuilt: optionalNumber(z.number().int().min(1600).max(2100)),
    imagesCount: z.number().int().min(0).max(1000).optional(),
    price: z.number().positive().max(10_000_000_000).optional(),
    /** A valuation to compare the price with; the server estimates one when it can. */
    priceEstimate: z
      .object({
        estimate: z.number().positive(),
        low: z.number().positive().optional(),
        high: z.number().positive().optional(),
      })
      .optional(),
  })
  .strict()
  .refine((body) => body.title.trim() !== '' || body.description.trim() !== '', {
    message: 'Give a title or a description to check',
    path: ['description'],
  });
export type TComplianceRequest = z.infer<typeof ZComplianceRequestSchema>;

/** Classes protected by the Fair Housing Act, plus source of income where state law protects it. */
export const FAIR_HOUSING_CLASSES = [
  'race-or-color',
  'religion',
  'national-origin',
  'sex',
  'familial-status',
  'disability',
  'source-of-income',
] as const;
export type FairHousingClass = (typeof FAIR_HOUSING_CLASSES)[number];
export const FAIR_HOUSING_CLASS_LABELS: Record<FairHousingClass, string> = {
  'race-or-color': 'race or colour',
  religion: 'religion',
  'national-origin': 'national origin',
  sex: 'sex',
  'familial-status': 'familial status',
  disability: 'disability',
  'source-of-income': 'source of income',
};

export const ZComplianceFindingSchema = z.object({
  rule: z.string(),
  category: z.enum(['fairHousing', 'disclosure', 'missingField', 'pricing', 'photos']),
  severity: z.enum(COMPLIANCE_SEVERITIES),
  title: z.string(),
  source: z.string(),
  excerpt: z
    .object({
      field: z.enum(['title', 'description']),
      start: z.number(),
      end: z.number(),
      text: z.string(),
    })
    .nullable(),
  suggestion: z.string(),
  /** Fair-housing findings: the protected class the words touch. */
  protectedClass: z.enum(FAIR_HOUSING_CLASSES).optional(),
  /** Fair-housing findings: what to write instead of the excerpt ('' = remove it). */
  rewrite: z.string().optional(),
});
export type TComplianceFinding = z.infer<typeof ZComplianceFindingSchema>;

export const ZComplianceResponseSchema = z.object({
  findings: z.array(ZComplianceFindingSchema),
  summary: z.object({
    high: z.number(),
    medium: z.number(),
    low: z.number(),
    info: z.number(),
    /** No high-severity finding. */
    passed: z.boolean(),
  }),
  rulesChecked: z.array(z.string()),
  notFlagged: z.array(z.string()),
});
export type TComplianceResponse = z.infer<typeof ZComplianceResponseSchema>;
