import { describe, expect, it } from 'vitest';
import { findSteering } from '.';

/**
 * Race asked in code: a wink beside the people picked or the area's quality, and "the hood" or
 * "the ghetto" kept away from. A wink at a home's features, a quality of a thing, or the hood one
 * lives in are searches. Sentences written for this test.
 */
describe('coded requests are steering', () => {
  it.each([
    'a good area if you catch my drift, nothing too urban, condos in richmond',
    'somewhere safe, you catch my drift, in omaha',
    'a nice part of town if you get what i mean',
    'a decent neighborhood, wink wink',
    'somewhere in newark without those kinds of people, you know the type',
    'condos in dayton, the right sort of neighbors if you catch my drift',
    'streets where the wrong crowd lives, know what im saying, i want to avoid them',
    "a block without the wrong sort of people, you know what i'm saying",
    'houses in st louis but not in the hood',
    'anywhere in chicago away from the ghetto',
    'a neighborhood far from the projects',
    'stay out of the barrio, condos in el paso',
  ])('%s', (request) => {
    expect(findSteering(request)?.protectedClass).toBe('race-or-color');
  });
});

describe('winks and hoods that pick no one are searches', () => {
  it.each([
    'a place with a pool if you know what i mean',
    'the right kind of house with a porch if you know what i mean',
    'a good school district if you know what i mean',
    'a quiet neighborhood, no highway noise, know what i mean',
    'a safe neighborhood with good schools in baltimore',
    'not too urban, something with a yard in austin',
    'a house in the hood where i grew up',
    'a good hood for families in austin',
    'condos in my old hood in chicago',
    'a project house that needs work',
  ])('%s', (request) => {
    expect(findSteering(request)).toBeNull();
  });
});
