import type { TComplianceFinding, TComplianceRequest, TComplianceResponse } from '@nestwise/shared';
import {
  checkAdvertisement,
  FAIR_HOUSING_CLASS_LABELS,
  isOlderPersonsHousing,
  SOURCE_OF_INCOME_STATES,
} from '../../../lib/fair-housing';
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
  '"no pets", "no smoking": allowed (assistance animals are not pets and may not be refused)',
  '"Se habla español", "independent living apartments", "health club", "stairs to the loft": services, housing types and features, not requirements of the people who live there',
];

const PREFERENCE_WORDS = {
  limitation: 'limits who may live there by',
  preference: 'may state a preference based on',
};

function phraseFindings(input: TComplianceRequest): TComplianceFinding[] {
  const olderPersonsHousing = isOlderPersonsHousing(`${input.title}\n${input.description}`);
  const findings: TComplianceFinding[] = [];
  for (const field of ['title', 'description'] as const) {
    const text = input[field];
    for (const found of checkAdvertisement(text, { state: input.state, olderPersonsHousing })) {
      const limits = found.kind !== 'preference' && found.kind !== 'family-preference';
      const how = PREFERENCE_WORDS[limits ? 'limitation' : 'preference'];
      findings.push({
        rule: `fair-housing/${found.ruleId}`,
        category: 'fairHousing',
        severity: found.severity,
        title: `"${found.text}" ${how} ${FAIR_HOUSING_CLASS_LABELS[found.protectedClass]}`,
        source: found.source,
        excerpt: { field, start: found.start, end: found.end, text: found.text },
        suggestion: found.suggestion,
        protectedClass: found.protectedClass,
        rewrite: found.rewrite,
      });
    }
  }
  return findings;
}

const RULES_CHECKED = [
  ...Object.entries(FAIR_HOUSING_CLASS_LABELS)
    .filter(([id]) => id !== 'source-of-income')
    .map(([, label]) => `Fair housing: ${label}`),
  `Fair housing: source of income (state law, only when the listing's state is given: ${Object.keys(SOURCE_OF_INCOME_STATES).join(', ')})`,
];

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
      ...RULES_CHECKED,
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
