import type { TComplianceFinding, TComplianceRequest, TComplianceResponse } from '@nestwise/shared';
import { FAIR_HOUSING_PHRASES, FAIR_HOUSING_SOURCE } from './fair-housing-phrases';
import {
  disclosureFindings,
  missingFieldFindings,
  photoFindings,
  pricingFindings,
} from './listing-rules';

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2, info: 3 } as const;

export const NOT_FLAGGED = [
  '"master bedroom", "rare find", "desirable neighborhood": facially neutral (HUD advertising guidance, 1995)',
  '"walking distance", "walk-in closet", "jogging trails", "walk to bus stop": describe the property or area, not the buyer',
  '"family room", "mother-in-law suite", "bachelor apartment": physical descriptions of rooms or units',
  '"near St. Mary\'s church", "kosher kitchen", "chapel": landmarks, services and facilities',
  '"wheelchair accessible", "ramp", "grab bars": accessibility features may be described',
  '"55+ community" or "senior housing": allowed for housing that qualifies under the Housing for Older Persons Act',
];

function phraseFindings(input: TComplianceRequest): TComplianceFinding[] {
  const findings: TComplianceFinding[] = [];
  for (const field of ['title', 'description'] as const) {
    const text = input[field];
    for (const rule of FAIR_HOUSING_PHRASES) {
      for (const match of text.matchAll(rule.pattern)) {
        const start = match.index;
        findings.push({
          rule: `fair-housing/${rule.id}`,
          category: 'fairHousing',
          severity: rule.severity,
          title: `"${match[0]}" may state a preference based on ${rule.protectedClass}`,
          source: rule.source ?? FAIR_HOUSING_SOURCE,
          excerpt: { field, start, end: start + match[0].length, text: match[0] },
          suggestion: rule.suggestion,
        });
      }
    }
  }
  return findings;
}

/** Checks a listing's text and facts; findings come sorted by severity, then by position. */
export function checkListingCompliance(input: TComplianceRequest): TComplianceResponse {
  const findings = [
    ...phraseFindings(input),
    ...disclosureFindings(input),
    ...missingFieldFindings(input),
    ...pricingFindings(input),
    ...photoFindings(input),
  ].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.excerpt?.start ?? Infinity) - (b.excerpt?.start ?? Infinity),
  );
  const count = (severity: TComplianceFinding['severity']) =>
    findings.filter((f) => f.severity === severity).length;
  return {
    findings,
    summary: {
      high: count('high'),
      medium: count('medium'),
      low: count('low'),
      info: count('info'),
      passed: count('high') === 0,
    },
    rulesChecked: [
      ...new Set(
        FAIR_HOUSING_PHRASES.map((rule) => `Fair housing: ${rule.protectedClass} (${rule.id})`),
      ),
      'Lead-based paint disclosure for homes built before 1978',
      'California seller disclosures and agent license number (CA listings)',
      'HOA documents for condominiums and townhouses',
      'Equal Housing Opportunity statement',
      'Required fields: title, description, price, address, type, bedrooms, bathrooms, area, year built',
      'Asking price against the valuation',
      'At least 5 photos',
    ],
    notFlagged: NOT_FLAGGED,
  };
}
