import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('an assistance animal is no pet (decision 0540)', () => {
  itParses([
    [
      'my guide dog and I need a 1 bedroom apartment in Austin',
      { propertyType: 'apartment', city: 'Austin', minBedrooms: 1 },
    ],
    ['condos in Reno, I have an emotional support cat', { propertyType: 'condo', city: 'Reno' }],
    ['a house in Boise for me and my assistance animal', { propertyType: 'house', city: 'Boise' }],
    // a pet said as one stays a pet
    [
      'a pet friendly apartment in Mesa for my dog',
      { propertyType: 'apartment', city: 'Mesa', features: ['pet-friendly'] },
    ],
    [
      'apartments in Tulsa that allow dogs',
      { propertyType: 'apartment', city: 'Tulsa', features: ['pet-friendly'] },
    ],
  ]);
});

describe('a state said by an everyday word needs something that places it', () => {
  itParses([
    ['condos near the Catholic mass schedule in Boston', { propertyType: 'condo', city: 'Boston' }],
    ['condos near a car wash in Tacoma', { propertyType: 'condo', city: 'Tacoma' }],
    ['houses in Springfield Mass', { propertyType: 'house', city: 'Springfield', state: 'MA' }],
    ['homes in Worcester, Mass', { propertyType: 'house', city: 'Worcester', state: 'MA' }],
    ['houses in mass under 500k', { propertyType: 'house', state: 'MA', maxPrice: 500000 }],
  ]);
});

describe('"nothing in X" rules a place out', () => {
  itParses([
    [
      'condos in Florida, none in Miami',
      { propertyType: 'condo', state: 'FL', excludeCities: ['Miami'] },
    ],
    [
      'townhomes in Denver or Boulder, nothing near Aurora please',
      { propertyType: 'townhouse', cities: ['Denver', 'Boulder'] },
    ],
  ]);
});

describe("a market's measure said to move asks about the market", () => {
  itParses([
    [
      'how much did home values climb in Boise',
      { propertyType: 'house', city: 'Boise' },
      'market_trends',
    ],
    [
      'how much have rents risen in Austin this year',
      { status: 'for-rent', city: 'Austin' },
      'market_trends',
    ],
    // the price of the home pointed at is that home's
    ['has the price on this house dropped', {}, 'price_inquiry'],
  ]);
});

describe('asking what the assistant understands is help', () => {
  itParses([
    ['which kinds of requests can you handle', {}, 'help'],
    ['what sort of commands do you know', {}, 'help'],
  ]);
});
