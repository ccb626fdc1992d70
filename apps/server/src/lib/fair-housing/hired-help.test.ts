import { describe, expect, it } from 'vitest';
import { findSteering } from './steering';

/**
 * The language of someone the requester hires (an agent, a lender, an inspector) is a service
 * the requester chooses; the language of the people who live there is still steering.
 */
describe('a language asked of hired help (hired-help.ts)', () => {
  it.each([
    'my agent should speak spanish',
    'our loan officer must speak fluent french',
    'the inspector needs to speak arabic, we are buying in Dearborn',
    'I want a realtor who speaks Mandarin for a condo in Irvine',
    'a broker that should speak Chinese please',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });

  it.each([
    'houses where the neighbors all speak english',
    'my agent is bilingual, I want a street where everyone speaks english',
    'an agent who can find me an area where people speak spanish',
  ])('still refuses "%s"', (text) => {
    expect(findSteering(text)?.protectedClass, text).toBe('national-origin');
  });
});
