import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { findSteering } from './steering';

/**
 * Steering said through a part of town, a skin tone, a wish to be near a group or a refusal of
 * people linked to their class. Each frame is crossed with wordings it was not written from, and
 * paired with look-alikes about things, directions and the asker that must stay clean.
 */
describe('a colour said of a part of town (units.ts)', () => {
  it.each([
    ['keep me away from the black side of town', 'race-or-color'],
    ['homes on the white end of the city', 'race-or-color'],
    ['anything in the Hispanic section of town?', 'national-origin'],
    ['3 bed house in Atlanta, white area only', 'race-or-color'],
    ['a white-only street in Birmingham', 'race-or-color'],
    ['condos in a white only neighborhood', 'race-or-color'],
  ])('%s', (text, cls) => {
    expect(findSteering(text)?.protectedClass, text).toBe(cls);
  });

  it.each([
    'paint the white side of the house',
    'a house on the sunny side of town',
    'the east side of town near the river',
    'kitchen with white only cabinets',
    'a white area rug only',
    'the kitchen is white only on the lower cabinets',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });
});

describe('a skin tone said before the people or the place (request-frames.ts)', () => {
  it.each([
    'somewhere with lighter-skinned neighbors',
    'I want a dark skinned community in Houston',
    'homes where the fair-skinned residents live',
    'a street with pale skinned families',
  ])('%s', (text) => {
    expect(findSteering(text)?.protectedClass, text).toBe('race-or-color');
  });

  it.each([
    "I'm fair skinned so I want a shady yard",
    'we are light skinned and burn easily, pool with a cover please',
    'a skin care shop nearby',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });
});

describe('being near a group named on its own (request-frames.ts)', () => {
  it.each([
    ['I want to be around other Mormons, homes in Utah', 'religion'],
    ['homes near other Catholics', 'religion'],
    ['an apartment among fellow Koreans in LA', 'national-origin'],
  ])('%s', (text, cls) => {
    expect(findSteering(text)?.protectedClass, text).toBe(cls);
  });

  it.each([
    'homes near the Catholic church',
    'near Korean restaurants',
    'close to a Mormon temple please',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });
});

describe('refusing people linked to their class (exclusion-patterns.ts)', () => {
  it.each([
    ["apartments that don't take tenants on housing vouchers", 'source-of-income'],
    ["landlords who won't rent to people on vouchers", 'source-of-income'],
    ['a building that will not accept applicants with a disability', 'disability'],
  ])('%s', (text, cls) => {
    expect(findSteering(text)?.protectedClass, text).toBe(cls);
  });

  it('flags the same refusal in a listing', () => {
    const findings = checkAdvertisement('We will not rent to tenants on Section 8.');
    expect(findings.map((finding) => finding.protectedClass)).toContain('source-of-income');
  });

  it.each([
    "we don't accept tenants with pets",
    "we won't rent to people with bad credit",
    'the owner will not take applicants with evictions',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });
});
