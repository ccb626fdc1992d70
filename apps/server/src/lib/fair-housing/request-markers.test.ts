import { describe, expect, it } from 'vitest';
import { findSteering } from './steering';
import { parseTranscript } from '../../modules/assistant/parser';

/** Requests written for these tests; none is taken from an evaluation file. */
describe('an area chosen by what marks its people (request-markers.ts)', () => {
  it.each([
    ['a street without yarmulkes', 'religion'],
    ['an area where nobody wears a burqa', 'religion'],
    ['somewhere i won’t run into women in headscarves', 'religion'],
    ['a neighborhood with no turbans', 'religion'],
    ["condos in fresno, but i don't want to see saris everywhere", 'national-origin'],
    ['somewhere without all the head coverings', 'religion'],
  ])('"%s" steers by dress (%s)', (request, cls) => {
    expect(findSteering(request)?.protectedClass).toBe(cls);
  });

  it.each([
    ['schools that are majority hispanic in el paso', 'national-origin'],
    ['condos near a mostly white school', 'race-or-color'],
    ['a house by a school where hardly any students are black', 'race-or-color'],
  ])('"%s" steers by a school’s make-up (%s)', (request, cls) => {
    expect(findSteering(request)?.protectedClass).toBe(cls);
  });

  it.each(['a block where people only talk in english', 'where the locals all speak english'])(
    '"%s" chooses the people by their language',
    (request) => {
      expect(findSteering(request)?.protectedClass).toBe('national-origin');
    },
  );

  it.each([
    'i wear a hijab and need a 2 bed apartment in dearborn',
    'my husband wears a turban, looking for a house in fresno',
    'a sari shop near the condo',
    'a condo with lots of closet space for my saris',
    'near a spanish immersion school',
    'a house close to a bilingual elementary school',
    'near a catholic school in tulsa',
    'a school where most kids go on to college',
    'homes near a top rated high school',
    'a realtor that speaks vietnamese',
    'i wear a head covering, looking for a condo',
    'locals speak highly of the schools',
  ])('"%s" is no steering', (request) => {
    expect(findSteering(request)).toBeNull();
  });

  it('is refused by the assistant with declined "steering"', () => {
    const result = parseTranscript({ transcript: 'a townhouse where i never see any niqabs' });
    expect(result).toMatchObject({ intent: 'unsupported', declined: 'steering', filters: {} });
  });
});
