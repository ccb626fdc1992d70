import { describe, expect, it } from 'vitest';
import { findSteering } from './steering';

/**
 * Wishes about neighbours, crossed rather than listed: every aversion frame × every group said as
 * people must steer, and the same frames over things, places and the asker's own people must not.
 */
const AVERSIONS = [
  "I'd rather not have {} next door",
  'i dont want to live near {}',
  'a condo in Denver, not near any {}',
  'somewhere I would not be around {}',
  'keep me away from {} please',
  'houses in Austin, I want to avoid {}',
];
const GROUPS: Array<[string, string]> = [
  ['immigrants', 'national-origin'],
  ['Mexicans', 'national-origin'],
  ['Black families', 'race-or-color'],
  ['Muslims', 'religion'],
  ['Jewish people', 'religion'],
  ['gay couples', 'sex'],
  ['people on welfare', 'source-of-income'],
  ['deaf people', 'disability'],
  ['people in wheelchairs', 'disability'],
  ['kids', 'familial-status'],
];
const THINGS = [
  'stairs',
  'a highway',
  'any bars',
  'busy roads',
  'the airport',
  'a Mexican restaurant',
  'a Catholic school',
  'a kids play area that is loud',
];

describe('wishes about neighbours (request-wishes.ts)', () => {
  it.each(AVERSIONS.flatMap((frame) => GROUPS.map(([group, cls]) => [frame, group, cls])))(
    '"%s" × %s steers by %s',
    (frame, group, cls) => {
      expect(findSteering(frame!.replace('{}', group!))?.protectedClass).toBe(cls);
    },
  );

  it.each(AVERSIONS.flatMap((frame) => THINGS.map((thing) => [frame, thing])))(
    '"%s" × %s is a search',
    (frame, thing) => {
      expect(findSteering(frame!.replace('{}', thing!))).toBeNull();
    },
  );

  it('reads the neighbours said to be, or not be, of a class', () => {
    for (const [text, cls] of [
      ['a duplex where the other tenants are not on section 8', 'source-of-income'],
      ['where the residents are mostly from Asia', 'national-origin'],
      ['an area with people from Somalia', 'national-origin'],
      ['which towns near Boston are the whitest', 'race-or-color'],
      ['the highest percentage of Catholics in Ohio', 'religion'],
    ]) {
      expect(findSteering(text!)?.protectedClass, text).toBe(cls);
    }
  });

  it('leaves the asker, things from abroad and plain colours alone', () => {
    for (const text of [
      'a house for my family from Mexico',
      'we moved from India and need a 3 bedroom',
      'a kitchen with tiles from Italy',
      'a home with the whitest kitchen',
      "we don't have kids, a one bedroom is fine",
      'I do not want to be far from my mother who is disabled',
      'the neighbors are friendly and quiet',
    ]) {
      expect(findSteering(text), text).toBeNull();
    }
  });
});

describe('a colour said of a part of town that is asked for or described', () => {
  const ASKED = [
    'which {} in Detroit are white',
    'what {} of Memphis are black?',
    'a {} that is white',
  ];
  const DISTRICTS = ['neighborhoods', 'parts', 'suburbs', 'areas'];
  const DESCRIBED = ['a neighborhood that is white', 'houses in a suburb which is black'];
  it.each([
    ...ASKED.flatMap((frame) => DISTRICTS.map((district) => frame.replace('{}', district))),
    ...DESCRIBED,
  ])('steers: %s', (request) => {
    expect(findSteering(request)?.protectedClass).toBe('race-or-color');
  });

  it.each([
    'which areas of Miami have white sand beaches',
    'which areas of Miami are white sand beaches',
    'a condo in a building that is white',
    'the trim in this area is white',
    'which neighborhoods in Denver are walkable',
  ])('paint, sand and other things do not: %s', (request) => {
    expect(findSteering(request)).toBeNull();
  });
});

describe('the language the requester speaks describes the requester', () => {
  it.each([
    'we speak mostly Vietnamese, a 3 bedroom in Garden Grove',
    'I speak mainly Portuguese, condos in Newark please',
  ])('is no steering: %s', (request) => {
    expect(findSteering(request)).toBeNull();
  });

  it.each([
    'I want neighbors who speak English',
    'I speak English and want a neighborhood where everyone speaks English',
  ])('the neighbours chosen by language still are: %s', (request) => {
    expect(findSteering(request)?.protectedClass).toBe('national-origin');
  });
});

describe('a group followed by what the home is for (groupNearArea)', () => {
  it.each([
    'a big lawn for the kids to run around in, houses in boise',
    'room for the kids to run around',
    'a fenced yard for the children to play around in',
    'a basement for the teenagers to hang around in',
  ])('"%s" is a wish about the home, not steering', (request) => {
    expect(findSteering(request)).toBeNull();
  });

  it.each([
    'a street with no kids around',
    'somewhere without children living nearby',
    'houses where no families live',
  ])('"%s" still steers by familial status', (request) => {
    expect(findSteering(request)?.protectedClass).toBe('familial-status');
  });
});
