import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0755-fair-housing-diet-rules-payers-refused-and-fitness.md,
 * each with wordings written for this test (none is a sentence of the evaluation batches), and
 * each paired with look-alikes that must stay clean. The rules alone must catch them: the model
 * lost a dietary rule after a retrain once.
 */
const { leavesAlone } = advertisementCases({ state: 'NY' });
const rulesOnly = (text: string) =>
  checkAdvertisement(text, { model: null, state: 'NY' }).map((finding) => finding.protectedClass);

describe('a faith’s dietary law as a term of the home (diet-rules.ts)', () => {
  it.each([
    'Tenants may not cook pork or shellfish in the unit.',
    'Bacon and ham are not to be prepared in this kitchen.',
    'Pork products are forbidden anywhere in the building.',
    'Cooking non-kosher meat is not allowed on the property.',
    'Please do not bring bacon into the house.',
    'No shellfish or pork in the shared fridge.',
    'Residents cannot cook pork.',
    'Non-halal meat is forbidden in the apartment.',
    'Only kosher food may be brought into the apartment.',
    'All meals cooked in the home must be halal.',
    'The kitchen must be kept kosher by all occupants.',
    'Kosher food only in this building.',
  ])('is religion by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('religion');
  });
  leavesAlone([
    'Kosher kitchen with two sinks.',
    'Kosher and halal markets within a mile.',
    'Pork roast smell from the bbq joint down the street.',
    'Walk to Pork & Barrel BBQ.',
    'No ham radio antennas on the roof.',
    "Bacon's Hardware is around the corner.",
    'Kitchen is not kosher but spotless.',
    'No grilling on the balcony.',
    'No cooking on the balcony grill.',
  ]);
});

describe('a payer’s people turned away (frames.ts, aids-and-payers.ts PROGRAM_PEOPLE)', () => {
  it.each([
    'Voucher holders are not a good fit for this unit.',
    'Program tenants should look for another apartment.',
    'This unit is not open to voucher holders.',
    'Not available to program participants.',
    'We prefer renters who are not in any subsidy program.',
    'Owner does not participate in any voucher program.',
    'Owner will not work with housing agencies.',
    "We don't honor housing vouchers.",
    'Working tenants preferred over program participants.',
  ])('is source of income by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('source-of-income');
  });
  it('admits them when they are preferred, welcomed or worked with', () => {
    for (const text of [
      'Program participants welcome.',
      'We work with housing agencies and accept all vouchers.',
      'We never turn away program participants.',
      'Not available until June 1 to anyone.',
      'The pool is not open to guests.',
      'Participants in the community garden program get a free plot.',
    ]) {
      expect(rulesOnly(text), text).toEqual([]);
    }
  });
});
