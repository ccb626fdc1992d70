import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '..';

/**
 * Two readings that keep the model from false alarms and one that finds more
 * (docs/decisions/0550-fair-housing-guard-batch-9-spent-round-10.md): a class word inside a house
 * style's name ("painted lady") is a name, an accommodation offered to disabled people is what the
 * Act asks for, and the place of birth asked as a clause ("where they were born") or a record is
 * national origin (traits.ts). Wordings here are in no batch; the look-alikes keep their findings.
 */
const classesIn = (text: string) => checkAdvertisement(text).map((found) => found.protectedClass);

describe('a class word inside the name of a house style or feature is a name', () => {
  it.each([
    'Restored 1890s painted lady with original gingerbread trim.',
    'Painted lady Victorian with a turret and bay windows.',
    'Three-story painted lady, freshly repainted in five colors.',
    "Captain's house with a widow's walk.",
    'Mother-in-law suite above the detached garage.',
  ])('%s stays clean', (text) => {
    expect(classesIn(text)).toEqual([]);
  });

  it.each([
    'Ideal for a quiet lady.',
    'Perfect for a single lady.',
    'Perfect for a bachelor.',
    'Widows preferred.',
  ])('%s still names a sex or a household', (text) => {
    expect(classesIn(text).length).toBeGreaterThan(0);
  });
});

describe('an accommodation offered to disabled people is no limit', () => {
  it.each([
    'Tenants with disabilities can ask for reasonable accommodations.',
    'Applicants with disabilities may request an accommodation during the application process.',
    'Buyers with disabilities may request a reasonable accommodation at the showing.',
  ])('%s stays clean', (text) => {
    expect(classesIn(text)).toEqual([]);
  });

  it.each([
    'Residents with disabilities may not request modifications.',
    'Residents with disabilities may not live on the upper floors.',
    'Tenants with disabilities must apply elsewhere.',
    'Applicants with disabilities may request a different unit.',
  ])('%s still limits', (text) => {
    expect(classesIn(text)).toContain('disability');
  });
});

describe('the place of birth asked for as a clause or a record is national origin', () => {
  it.each([
    'Applicants must show documents stating where they were born.',
    'Tell us what country your parents were born in.',
    'A record of birth is required from every tenant.',
    'Applicants must provide proof of birth.',
  ])('%s', (text) => {
    expect(classesIn(text)).toEqual(['national-origin']);
  });

  it.each([
    'The agent was born and raised in Austin.',
    'Home where the owner was born, lovingly kept.',
  ])('%s stays clean', (text) => {
    expect(classesIn(text)).toEqual([]);
  });
});

describe('a public body or scheme paying the rent is source of income', () => {
  it.each([
    'Rent may not be paid by any housing agency.',
    'We do not accept rent paid through a government program.',
    'Rent paid by a housing agency is not accepted.',
    'No tenants on a county program.',
  ])('%s', (text) => {
    expect(classesIn(text)).toEqual(['source-of-income']);
  });

  it.each([
    'A state program offers down payment help to first-time buyers.',
    'Near the county agency offices and the library.',
    'We work with any housing agency and accept all lawful income.',
  ])('%s stays clean', (text) => {
    expect(classesIn(text)).toEqual([]);
  });
});
