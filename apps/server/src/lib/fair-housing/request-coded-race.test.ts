import { describe, expect, it } from 'vitest';
import { findSteering } from './steering';

/**
 * Race in code asks for the same choice in a home-search request as in a listing (coded-history.ts
 * patterns, run on requests too). Sentences written for this test; none is taken from an
 * evaluation file.
 */
describe('race said in code in a request', () => {
  it.each([
    'a duplex in Toledo, just not near the ghetto crowd',
    'houses in Flint far from the inner-city element',
    'find me somewhere in Macon like it was before integration',
  ])('refuses %j as steering by race', (request) => {
    expect(findSteering(request)?.protectedClass).toBe('race-or-color');
  });

  it.each([
    'an urban loft in Toledo with exposed brick',
    'a townhouse in Flint away from the college crowd',
    'a quiet street in Macon without the party crowd',
    'a place in Macon the young crowd loves',
  ])('leaves %j alone', (request) => {
    expect(findSteering(request)).toBeNull();
  });
});
