import type { TComplianceFinding, TComplianceRequest } from '@nestwise/shared';
import { tokenize, type Token } from '../../../lib/fair-housing';

/**
 * Disclosures, required fields, pricing and photos. A listing ad does not itself have to carry
 * these disclosures; the checker reminds the agent what the sale will require before contract.
 */

const LEAD_SOURCE =
  'Residential Lead-Based Paint Hazard Reduction Act, 42 U.S.C. § 4852d; 24 CFR 35 subpart A; 40 CFR 745 subpart F';
const LISTING_QUALITY = 'Nestwise listing-quality guideline';
export const MIN_PHOTOS = 5;
/** Asking prices further than this from the valuation are flagged. */
export const PRICE_GAP_PERCENT = 20;

type Finding = TComplianceFinding;

const finding = (values: Omit<Finding, 'excerpt'>): Finding => ({ ...values, excerpt: null });

// Token scans, not regular expressions: the description is user text of up to 20,000 characters.
const listingTokens = (input: TComplianceRequest) =>
  tokenize(`${input.title}\n${input.description}`);

function mentions(tokens: Token[], ...phrases: string[][]): boolean {
  return tokens.some((_, index) =>
    phrases.some((words) => words.every((word, w) => tokens[index + w]?.text === word)),
  );
}

const LICENSE_WORDS = new Set(['#', 'no', 'number', 'lic', 'license', 'licence']);
/** "DRE #01234567", "CalDRE: 01234567", "BRE Lic. 0123456". */
function mentionsLicense(tokens: Token[]): boolean {
  return tokens.some((token, index) => {
    if (!['dre', 'caldre', 'bre'].includes(token.text)) return false;
    for (let next = index + 1; next <= index + 4 && next < tokens.length; next += 1) {
      const candidate = tokens[next]!;
      if (candidate.kind === 'number')
        return candidate.text.length >= 7 && candidate.text.length <= 8;
      if (!LICENSE_WORDS.has(candidate.text)) return false;
    }
    return false;
  });
}

export function disclosureFindings(input: TComplianceRequest): Finding[] {
  const findings: Finding[] = [];
  const tokens = listingTokens(input);
  const sale = input.listingType === 'sale';
  if (input.yearBuilt != null && input.yearBuilt < 1978) {
    findings.push(
      finding({
        rule: 'lead-based-paint-disclosure',
        category: 'disclosure',
        severity: mentions(tokens, ['lead', 'based', 'paint']) ? 'info' : 'high',
        title: `Built in ${input.yearBuilt} (before 1978): lead-based paint disclosure required`,
        source: LEAD_SOURCE,
        suggestion: `Before the ${sale ? 'purchase contract' : 'lease'} is signed, give the ${sale ? 'buyer' : 'tenant'} the Lead-Based Paint Disclosure form, any known reports and the EPA pamphlet "Protect Your Family From Lead in Your Home"${sale ? ', and a 10-day opportunity to test for lead' : ''}. You may add "Pre-1978 home: lead-based paint disclosure provided" to the listing.`,
      }),
    );
  }
  const state = input.state?.toUpperCase();
  if (state === 'CA' && sale) {
    findings.push(
      finding({
        rule: 'california-seller-disclosures',
        category: 'disclosure',
        severity: 'info',
        title: 'California seller disclosures',
        source:
          "Cal. Civ. Code § 1102 (Transfer Disclosure Statement), § 1103 (Natural Hazard Disclosure), § 2079.10a (Megan's Law notice)",
        suggestion:
          "Have the Transfer Disclosure Statement, Natural Hazard Disclosure and the Megan's Law database notice ready for the buyer.",
      }),
    );
    if (!mentionsLicense(tokens)) {
      findings.push(
        finding({
          rule: 'california-license-number',
          category: 'disclosure',
          severity: 'low',
          title: "The agent's DRE license number is not shown",
          source: 'Cal. Bus. & Prof. Code § 10140.6; 10 CCR § 2773',
          suggestion:
            'Add the listing agent\'s name and license number, e.g. "Jane Doe, DRE #01234567".',
        }),
      );
    }
  }
  const type = input.propertyType?.toLowerCase() ?? '';
  if (/condo|townhouse|townhome|co-?op/.test(type)) {
    findings.push(
      finding({
        rule: 'hoa-documents',
        category: 'disclosure',
        severity: 'info',
        title: 'Common-interest development: HOA documents and fees',
        source:
          state === 'CA'
            ? 'Cal. Civ. Code § 4525 (Davis-Stirling Act)'
            : 'State common-interest community statutes',
        suggestion:
          'State the HOA dues in the listing and give buyers the governing documents, budget and reserve study.',
      }),
    );
  }
  if (!mentions(tokens, ['equal', 'housing', 'opportunity'], ['equal', 'housing', 'lender'])) {
    findings.push(
      finding({
        rule: 'equal-housing-opportunity',
        category: 'disclosure',
        severity: 'info',
        title: 'No Equal Housing Opportunity statement',
        source: 'HUD fair housing advertising guidelines (former 24 CFR 109.30); 24 CFR 110',
        suggestion: 'Add "Equal Housing Opportunity" or the logo to the advertisement.',
      }),
    );
  }
  return findings;
}

export function missingFieldFindings(input: TComplianceRequest): Finding[] {
  const missing: Array<[string, string, Finding['severity']]> = [];
  if (input.title.trim() === '') missing.push(['title', 'a title', 'medium']);
  if (input.description.trim().length < 50)
    missing.push(['description', 'a description of at least 50 characters', 'medium']);
  if (input.price === undefined) missing.push(['price', 'the price', 'high']);
  if (!input.address && !input.city) missing.push(['address', 'the address or city', 'high']);
  if (!input.propertyType) missing.push(['propertyType', 'the property type', 'medium']);
  const isLand = /land|lot/i.test(input.propertyType ?? '');
  if (!isLand) {
    if (input.bedrooms == null) missing.push(['bedrooms', 'the number of bedrooms', 'medium']);
    if (input.bathrooms == null) missing.push(['bathrooms', 'the number of bathrooms', 'medium']);
    if (input.squareFeet == null) missing.push(['squareFeet', 'the living area', 'low']);
    if (input.yearBuilt == null) {
      missing.push([
        'yearBuilt',
        'the year built (needed to know whether the lead-based paint rules apply)',
        'medium',
      ]);
    }
  }
  return missing.map(([field, what, severity]) =>
    finding({
      rule: `missing-${field}`,
      category: 'missingField',
      severity,
      title: `Missing ${what}`,
      source: LISTING_QUALITY,
      suggestion: `Add ${what} to the listing.`,
    }),
  );
}

export function pricingFindings(input: TComplianceRequest): Finding[] {
  const estimate = input.priceEstimate;
  if (!estimate || input.price === undefined) return [];
  const gap = (input.price / estimate.estimate - 1) * 100;
  const outside =
    (estimate.low !== undefined && input.price < estimate.low) ||
    (estimate.high !== undefined && input.price > estimate.high);
  if (Math.abs(gap) < PRICE_GAP_PERCENT && !outside) return [];
  const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
  const range =
    estimate.low !== undefined && estimate.high !== undefined
      ? ` (range ${dollars(estimate.low)}–${dollars(estimate.high)})`
      : '';
  return [
    finding({
      rule: 'price-far-from-valuation',
      category: 'pricing',
      severity: Math.abs(gap) >= 2 * PRICE_GAP_PERCENT ? 'high' : 'medium',
      title: `Price ${dollars(input.price)} is ${Math.abs(gap).toFixed(0)} % ${gap > 0 ? 'above' : 'below'} the estimated value ${dollars(estimate.estimate)}${range}`,
      source: `${LISTING_QUALITY}: asking prices more than ${PRICE_GAP_PERCENT} % from the valuation or outside its 80 % range`,
      suggestion:
        gap > 0
          ? 'Check the price against recent comparable sales, or explain what the valuation cannot see (renovation, view, lot).'
          : 'Check the price for a typo; if it is intentional (auction, as-is), say so in the description.',
    }),
  ];
}

export function photoFindings(input: TComplianceRequest): Finding[] {
  if (input.imagesCount === undefined || input.imagesCount >= MIN_PHOTOS) return [];
  return [
    finding({
      rule: 'too-few-photos',
      category: 'photos',
      severity: input.imagesCount === 0 ? 'high' : 'medium',
      title: input.imagesCount === 0 ? 'No photos' : `Only ${input.imagesCount} photo(s)`,
      source: `${LISTING_QUALITY}: at least ${MIN_PHOTOS} photos`,
      suggestion: `Add at least ${MIN_PHOTOS} photos: front exterior, kitchen, living area, main bedroom and bathroom.`,
    }),
  ];
}
