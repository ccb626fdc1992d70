import { describe, expect, it } from 'vitest';
import { findSteering } from '.';

/**
 * Steering said with a purpose after the colour ("mostly white so we can stay away"), "brown" said
 * of people, a faith's house of worship kept away from, young families refused, and a class had or
 * used denied of the neighbours ("tenants don't take vouchers"); the same words about things, or
 * the requester's own household and place of worship, are served. Sentences written for this test.
 */
describe('refused, with the class named', () => {
  it.each([
    ['what neighborhoods in memphis are mostly white so we can stay away', 'race-or-color'],
    [
      'tell me which parts of newark are heavily black so i know where not to look',
      'race-or-color',
    ],
    ['which suburbs are asian because i would rather not live there', 'race-or-color'],
    ['which areas are all white, since we want to fit in', 'race-or-color'],
    ['houses in raleigh where the neighbors are not brown', 'race-or-color'],
    ['apartments where the neighbours are all brown', 'race-or-color'],
    ['no brown families on the block', 'race-or-color'],
    ['dont want to be close to any mosques, houses in houston', 'religion'],
    ['i would rather not live near a synagogue or jewish people', 'religion'],
    ['keep me away from churches and christians', 'religion'],
    ['a calm block without young families, condos in durham', 'familial-status'],
    ['a street with no young families', 'familial-status'],
    ['neighborhoods in denver where tenants don’t take vouchers', 'source-of-income'],
    ['a building where the residents do not use section 8', 'source-of-income'],
    ['where the neighbors dont have kids', 'familial-status'],
  ])('%s', (request, cls) => {
    expect(findSteering(request)?.protectedClass).toBe(cls);
  });
});

describe('served', () => {
  it.each([
    'a house near a mosque in dallas',
    'condos close to the jewish community center',
    'houses near my synagogue in baltimore',
    'a home close to our church in tulsa',
    'not near the church parking lot please',
    'a townhouse near a temple in edison',
    'a house for my family with young kids',
    'a quiet street with a big yard for my young family',
    'great for young families',
    'apartments that take section 8',
    'we use section 8, apartments in atlanta',
    'section 8 accepted',
    'a brown brick house in columbus',
    'houses with brown cabinets',
    'which neighborhoods in memphis are mostly residential',
    'which areas of houston are mostly condos so i can compare',
    'i don’t want to be near the highway',
    'the tenants do not have to pay utilities',
  ])('%s', (request) => {
    expect(findSteering(request)).toBeNull();
  });
});
