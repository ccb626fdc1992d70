import { ZComplianceRequestSchema, type TComplianceResponse } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { checkListingCompliance } from './compliance-checker';

const complete = {
  price: 450_000,
  address: '12 Oak St',
  city: 'Sacramento',
  state: 'CA',
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1_600,
  yearBuilt: 1995,
  imagesCount: 12,
};

const check = (input: Record<string, unknown>) =>
  checkListingCompliance(ZComplianceRequestSchema.parse({ ...complete, ...input }));
const rules = (result: TComplianceResponse) => result.findings.map((f) => f.rule);
const fairHousing = (result: TComplianceResponse) =>
  result.findings.filter((f) => f.category === 'fairHousing');

describe('fair-housing phrases', () => {
  it('flags each protected class with the excerpt, its offsets and a source', () => {
    const description =
      'Adults only, no children. Perfect for young couples. Quiet Christian neighborhood, English speakers only. No wheelchairs. Women only please.';
    const result = check({ title: 'Charming bungalow', description });
    const found = fairHousing(result).map((f) => [f.rule, f.excerpt!.text]);
    expect(found).toEqual([
      ['fair-housing/familial-status-limitation', 'Adults only'],
      ['fair-housing/familial-status-limitation', 'no children'],
      ['fair-housing/religion-preference', 'Christian neighborhood'],
      ['fair-housing/national-origin-preference', 'English speakers only'],
      ['fair-housing/disability-limitation', 'No wheelchairs'],
      ['fair-housing/sex-preference', 'Women only'],
      ['fair-housing/familial-status-preference', 'Perfect for young couples'],
    ]);
    const first = fairHousing(result)[0]!;
    expect(description.slice(first.excerpt!.start, first.excerpt!.end)).toBe('Adults only');
    expect(first.severity).toBe('high');
    expect(first.source).toMatch(/42 U\.S\.C\. § 3604\(c\); 24 CFR 100\.75/);
    expect(first.suggestion).toMatch(/Housing for Older Persons Act/);
    expect(result.summary.passed).toBe(false);
  });

  it('flags race, national origin and code words, and source of income under California law', () => {
    const result = check({
      title: 'Home in an exclusive community',
      description: 'White neighborhood, no Mexicans. No Section 8.',
    });
    expect(fairHousing(result).map((f) => [f.rule, f.excerpt!.field, f.excerpt!.text])).toEqual([
      ['fair-housing/race-preference', 'description', 'White neighborhood'],
      ['fair-housing/national-origin-preference', 'description', 'no Mexicans'],
      ['fair-housing/source-of-income', 'description', 'No Section 8'],
      ['fair-housing/exclusionary-code-words', 'title', 'exclusive community'],
    ]);
    expect(fairHousing(result)[2]!.source).toMatch(/Cal\. Gov\. Code § 12955/);
  });

  it('does not flag neutral descriptions HUD calls acceptable', () => {
    const result = check({
      title: 'Bright home with master bedroom',
      description:
        "Master bedroom with walk-in closet, family room, walking distance to the park and jogging trails, near St. Mary's church. Wheelchair accessible ramp. Crisp white home with black shutters and a white area rug. Exclusive listing. Equal Housing Opportunity. DRE #01234567",
    });
    expect(fairHousing(result)).toEqual([]);
    expect(result.summary.passed).toBe(true);
  });
});

describe('disclosures, fields, price and photos', () => {
  it('requires the lead-based paint disclosure before 1978, noted as info once mentioned', () => {
    const old = check({
      title: 'Classic',
      description: 'A classic 1950s home. '.repeat(3),
      yearBuilt: 1950,
    });
    const lead = old.findings.find((f) => f.rule === 'lead-based-paint-disclosure')!;
    expect(lead.severity).toBe('high');
    expect(lead.source).toMatch(/42 U\.S\.C\. § 4852d/);
    expect(lead.suggestion).toMatch(/10-day opportunity/);
    const disclosed = check({
      title: 'Classic',
      description: 'Pre-1978 home: lead-based paint disclosure provided. Lovely yard and garden.',
      yearBuilt: 1950,
    });
    expect(disclosed.findings.find((f) => f.rule === 'lead-based-paint-disclosure')!.severity).toBe(
      'info',
    );
    expect(
      rules(check({ title: 'New', description: 'x'.repeat(60), yearBuilt: 1978 })),
    ).not.toContain('lead-based-paint-disclosure');
  });

  it('lists missing required fields', () => {
    const result = checkListingCompliance(
      ZComplianceRequestSchema.parse({ title: 'Nice home', description: 'Short.' }),
    );
    expect(rules(result)).toEqual(
      expect.arrayContaining([
        'missing-price',
        'missing-address',
        'missing-description',
        'missing-propertyType',
        'missing-bedrooms',
        'missing-bathrooms',
        'missing-squareFeet',
        'missing-yearBuilt',
      ]),
    );
    expect(rules(result)).not.toContain('missing-title');
  });

  it('flags a price far from the valuation, and too few photos', () => {
    const result = check({
      title: 'Home',
      description: 'A well kept home with a large yard and updated kitchen.',
      price: 700_000,
      priceEstimate: { estimate: 450_000, low: 400_000, high: 500_000 },
      imagesCount: 2,
    });
    const price = result.findings.find((f) => f.rule === 'price-far-from-valuation')!;
    expect(price.severity).toBe('high'); // 56 % above
    expect(price.title).toBe(
      'Price $700,000 is 56 % above the estimated value $450,000 (range $400,000–$500,000)',
    );
    expect(result.findings.find((f) => f.rule === 'too-few-photos')!.title).toBe('Only 2 photo(s)');
    const near = check({
      title: 'Home',
      description: 'x'.repeat(60),
      priceEstimate: { estimate: 440_000 },
    });
    expect(rules(near)).not.toContain('price-far-from-valuation');
  });

  it('reminds California sellers of state disclosures and the license number', () => {
    const result = check({ title: 'Home', description: 'x'.repeat(60), propertyType: 'condo' });
    expect(rules(result)).toEqual(
      expect.arrayContaining([
        'california-seller-disclosures',
        'california-license-number',
        'hoa-documents',
      ]),
    );
  });

  it('finds the license number and the Equal Housing statement however they are written', () => {
    for (const license of [
      'DRE #01234567',
      'CalDRE: 01234567',
      'BRE Lic. 0123456',
      'DRE01234567',
    ]) {
      const result = check({ title: 'Home', description: `${'x'.repeat(60)} ${license}` });
      expect(rules(result)).not.toContain('california-license-number');
    }
    expect(rules(check({ title: 'Home', description: `${'x'.repeat(60)} DRE #123` }))).toContain(
      'california-license-number',
    );
    const equal = check({ title: 'Home', description: `${'x'.repeat(60)} Equal-Housing Lender.` });
    expect(rules(equal)).not.toContain('equal-housing-opportunity');
  });

  it('needs a title or a description', () => {
    expect(ZComplianceRequestSchema.safeParse({ title: ' ', description: '' }).success).toBe(false);
  });
});
