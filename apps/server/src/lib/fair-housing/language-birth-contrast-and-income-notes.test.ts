import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0780-fair-housing-language-skill-birth-contrast-and-income-notes.md,
 * each with wordings written for this test (none is a sentence of the evaluation batches), and
 * each paired with look-alikes that must stay clean. The rules alone must catch the limits; the
 * clean sentences are checked with the model too, since its vetoes are what keeps them clean.
 */
const { leavesAlone } = advertisementCases({ state: 'NY' });
const rulesOnly = (text: string) =>
  checkAdvertisement(text, { model: null, state: 'NY' }).map((finding) => finding.protectedClass);

describe('a language demanded as a skill (language-patterns.ts)', () => {
  it.each([
    'Applicants must be proficient in English.',
    'Renters should be fluent in Spanish to live here.',
    'Please be conversant in English before applying.',
    'Fluent in English required.',
    'Fluency in English is a must for all occupants.',
    'English proficiency required of every tenant.',
    'English fluency is mandatory.',
    'Occupants must speak fluent English.',
  ])('is national origin by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('national-origin');
  });
  leavesAlone([
    'Se habla español.',
    'Lease available in Spanish.',
    'The owner is fluent in English and French.',
    'Our manager is proficient in Mandarin and happy to help.',
    'Agent fluent in Spanish.',
    'Spanish lessons offered at the community center.',
    'English garden with mature roses.',
    'Lease documents are provided in English and Spanish.',
    'Must be comfortable with stairs.',
  ]);
});

describe('birth in the country wished for or asked for (traits.ts, patterns.ts)', () => {
  it.each([
    'Big backyard where the owners only want to see native-born Americans entertaining.',
    'Owner would like native-born tenants only.',
    'Prefer native born citizens.',
    'The landlord only wants to rent to native-born Americans.',
    'Must provide proof of US birth.',
    'Proof of U.S. birth required at signing.',
  ])('is national origin by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('national-origin');
  });
  leavesAlone([
    'The builder was a native-born Vermonter who used local granite.',
    'Native plants in the garden.',
    'Celebrate the US birthday on July 4th from the deck.',
    'Buyers will want to see the renovated basement.',
  ]);
});

describe('a preference set against a group after a comma (contrast-patterns.ts)', () => {
  it.each([
    'We prefer employed applicants, not people on public assistance.',
    'Landlord would prefer salaried tenants but not voucher holders.',
    'Ideal for nurses and teachers, not Section 8 tenants.',
    'Owner prefers working people, not anyone on welfare.',
  ])('is source of income by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('source-of-income');
  });
  leavesAlone([
    'We prefer a long lease, not month to month.',
    'Prefer non-smokers, not pets.',
    'Owner prefers email, not phone calls.',
  ]);
});

describe('income named without a limit (learned/income-exemptions.ts)', () => {
  leavesAlone([
    'HCV holders: this unit passed inspection last year.',
    'Attention voucher holders: the landlord is registered with the housing authority.',
    'Cosigner accepted if income requirement is not met.',
    'Guarantors welcome for applicants below the income threshold.',
    'Co-signers are considered when income falls short.',
    'Cash offers only, property will not qualify for FHA financing due to condition.',
    'The house won’t pass an FHA inspection without a new roof.',
  ]);
  it.each([
    ['No HCV holders: we are not set up for inspections.'],
    ['Section 8 holders need not apply.'],
    ['We don’t take vouchers.'],
  ])('still limits: %s', (text) => {
    const classes = checkAdvertisement(text, { state: 'NY' }).map((f) => f.protectedClass);
    expect(classes).toContain('source-of-income');
  });
});
