import { describe, expect, it } from 'vitest';
import { learnedSteering } from './request-steering';

const refused = (request: string) => learnedSteering(request)?.protectedClass ?? null;

describe('the learned layer over requests the rules let through (decision 0540)', () => {
  it.each([
    ['somewhere the Mormons do not live', 'religion'],
    ['a town where the Sikhs are not', 'religion'],
    ['a building without any deaf tenants', 'disability'],
    ['I would prefer neighbors who are Protestant', 'religion'],
    ['somewhere with neighbors who go to synagogue like we do', 'religion'],
  ])('refuses a wish about the people around: %s', (request, cls) => {
    expect(refused(request)).toBe(cls);
  });

  it.each([
    // the requester described, not the people around
    'as a Muslim buyer I want a house near a mosque',
    "I'm a single dad looking for a house with a yard",
    'a single-level condo for rent, I use a wheelchair',
    'a Vietnamese family of six needs five bedrooms',
    // a class word beside a place, with no frame of choosing
    'a diverse neighborhood near the university',
    'an area with more Ethiopian restaurants',
    'a street near the Greek Orthodox church',
  ])('lets a request through when nobody else is chosen by a class: %s', (request) => {
    expect(refused(request)).toBeNull();
  });
});
