import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

describe('steering requests are refused (fair-housing law)', () => {
  itParses(
    (
      [
        'show me homes in a neighborhood without children',
        'I want a white neighborhood',
        'homes near a good christian community',
        'apartments with no kids around',
        "I'm looking for an apartment in a building with no disabled people",
        'neighborhoods with lots of hispanic families',
        'where do asian people live in Seattle',
        'somewhere without immigrants',
        'apartments for women only',
        'adults only building in Miami',
        'a jewish neighborhood in Chicago',
        'areas that are mostly black',
        'a muslim area',
        'an area with no families with kids',
        'what is the racial makeup of Austin',
        'homes in a gay friendly area',
        'where do most families with kids live in Austin',
        'show me homes in a neighborhood without many families with kids',
        'find a neighborhood with people like me',
        'where no Hispanics live',
        'safe neighborhood with good Christians',
        'a no section 8 area in Chicago',
        'a building with no kidz',
        'condos in a child-free building',
        'homes where no one has kids',
      ] as const
    )
      .map((transcript) => [transcript, {}, 'unsupported'] as const)
      .map((c) => [...c]),
  );
});

describe('ordinary requests that mention such words are served', () => {
  itParses([
    ['a 3 bedroom house for my family with two kids', { propertyType: 'house', minBedrooms: 3 }],
    ['show me homes with a backyard for my kids', { propertyType: 'house', features: ['garden'] }],
    ['wheelchair accessible homes', { propertyType: 'house' }],
    ['houses with a white kitchen', { propertyType: 'house' }],
    ['single family homes in a quiet neighborhood', { propertyType: 'house' }],
    ['black granite countertops and a pool', { features: ['pool'] }],
    [
      'I have two kids and a dog, need a 4 bedroom house with a yard',
      // the requester's own dog asks for no filter (decision 0665)
      { propertyType: 'house', minBedrooms: 4, features: ['garden'] },
    ],
    ['homes near the hospital for my disabled mother', { propertyType: 'house' }],
    ['kid friendly condos', { propertyType: 'condo' }],
    ['show me homes in white plains', { propertyType: 'house', city: 'White Plains' }],
    ['family-friendly neighborhood with good schools', {}, 'unknown'],
    ['condos near a synagogue', { propertyType: 'condo' }],
    ['we have no kids, show me condos', { propertyType: 'condo' }],
  ]);
});

describe('a wish about neighbours is refused as steering, like the direct forms (issue #24)', () => {
  it.each([
    "I don't want Muslim neighbors",
    'somewhere without Indian people',
    "a suburb where there aren't many Hispanic families",
    'an area with people like me',
    "I'd rather not live near black people",
    "somewhere the neighbors don't have accents",
    'homes where the neighbors speak English',
    "I don't want kids next door",
  ])('%s', (transcript) => {
    expect(parseTranscript({ transcript })).toMatchObject({
      intent: 'unsupported',
      declined: 'steering',
      filters: {},
    });
  });

  it.each([
    'I want friendly neighbors and a quiet street',
    "I don't want neighbors too close, show me homes on big lots",
    'homes near a church in Denver',
    'a house with a family room and a master bedroom',
  ])('%s is served', (transcript) => {
    const result = parseTranscript({ transcript });
    expect(result.declined).toBeUndefined();
    expect(result.intent).not.toBe('unsupported');
  });
});

describe('a request describing the household is not steering', () => {
  itParses([
    ['rather not have steps, my husband uses a walker', {}, 'unknown'],
    ['a ranch house since my mom is in a wheelchair', { propertyType: 'house' }],
  ]);
  it('still refuses the same wish about neighbours', () => {
    expect(
      parseTranscript({ transcript: 'my husband would rather not have neighbors in wheelchairs' })
        .declined,
    ).toBe('steering');
  });
});
