import { describe, expect, it } from 'vitest';
import { findSteering } from './steering';

/**
 * A noun phrase in apposition at the head of a clause ("As a …, I …") says who is asking; a wish
 * about the people around said after it is still read on its own (decision 0590).
 */
describe('the requester described in apposition (steering.ts, apposedToSpeaker)', () => {
  it.each([
    'As a single mother I need a two bedroom near a bus line',
    'as a retired man living by myself, a condo with an elevator',
    'Being a deaf woman, I want a place with a video doorbell',
    'house hunting, as a Korean family of four we need a big kitchen',
    'as an immigrant, what do rentals in Tucson cost?',
    'as a Muslim woman who lives alone, condos in Columbus with parking',
    'Being a Black man living on my own, apartments with a gym in Atlanta',
    'as a Catholic person I want a quiet street near a park',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });

  it.each([
    ['as a woman I only want women living on my floor', 'sex'],
    ['as a single woman, somewhere with no men next door', 'sex'],
    ['being a Korean family we want Korean neighbors', 'national-origin'],
    ['apartments known as a Jewish area in Queens', 'religion'],
  ])('still refuses "%s"', (text, cls) => {
    expect(findSteering(text)?.protectedClass, text).toBe(cls);
  });
});
