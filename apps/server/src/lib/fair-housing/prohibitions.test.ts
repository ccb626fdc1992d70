import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { findSteering } from './steering';

const adClasses = (text: string) => checkAdvertisement(text).map((f) => f.protectedClass);
const steers = (request: string) => findSteering(request)?.protectedClass ?? null;

describe('a prohibiting verb refuses the group after it', () => {
  it.each([
    ['The association forbids children under twelve in the pool building.', 'familial-status'],
    ['Our HOA prohibits tenants with disabilities from the rooftop units.', 'disability'],
    ['Landlord bans Section 8 tenants.', 'source-of-income'],
  ])('flags %s', (text, cls) => {
    expect(adClasses(text)).toContain(cls);
  });

  it('refuses a request for a place that bans a group', () => {
    expect(steers('townhomes in a community that prohibits kids')).toBe('familial-status');
  });

  it.each([
    'The complex bans smoking and grills on balconies.',
    'Association prohibits short-term rentals.',
    'City ordinance forbids parking on the lawn.',
  ])('leaves a prohibition of things alone: %s', (text) => {
    expect(adClasses(text)).toEqual([]);
  });
});

describe('people refused by where they come from', () => {
  it.each([
    'No renters from Latin America, please.',
    'Apartment available, no applicants from Africa.',
    'Quiet building without anyone from Eastern Europe.',
  ])('flags %s', (text) => {
    expect(adClasses(text)).toContain('national-origin');
  });

  it('refuses the same wish in a request', () => {
    expect(steers('a duplex with no tenants from South America')).toBe('national-origin');
  });

  it.each([
    'Buyers from overseas welcome.',
    'Marble imported from Italy.',
    'No flights from Mexico are needed, the airport is close.',
  ])('leaves origins that refuse no one alone: %s', (text) => {
    expect(adClasses(text)).not.toContain('national-origin');
  });
});
