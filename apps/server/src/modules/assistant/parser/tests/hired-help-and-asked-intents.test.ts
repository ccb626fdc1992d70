import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('a language asked of hired help is no steering; of the neighbours it is', () => {
  itParses([
    [
      'townhouses in laredo, my realtor should speak spanish',
      { propertyType: 'townhouse', city: 'Laredo' },
    ],
    [
      'we need a lender who speaks Korean, condos in Fort Lee',
      { propertyType: 'condo', city: 'Fort Lee' },
    ],
    ['neighbors who all speak english, houses in Laredo', {}, 'unsupported'],
    ['a street where the residents speak spanish', {}, 'unsupported'],
  ]);
});

const onScreen = { propertyContext: { id: 'home-7' } };

describe('what is asked decides the intent', () => {
  itParses([
    // what the party selling names as the price is the price of the home on screen
    ['so what is the owner asking for it', {}, 'price_inquiry', onScreen],
    ["what's the landlord charging", {}, 'price_inquiry', onScreen],
    // a price divided by an area is a figure of the market
    [
      'cost per sq ft for townhomes in Denver',
      { propertyType: 'townhouse', city: 'Denver' },
      'market_trends',
    ],
    [
      'dollars an acre for land in Bozeman',
      { propertyType: 'land', city: 'Bozeman' },
      'market_trends',
    ],
    // how a part of the assistant works is a request for help
    ['how do the filters work', {}, 'help'],
    ['how does your map feature work', {}, 'help'],
    // how to do a task that is no home search, to a thing that is no home, is another subject
    ['how can I unclog a kitchen drain', {}, 'off_topic'],
    ['how do we patch a flat tire on a bicycle', {}, 'off_topic'],
    ['how do I find a flat in Boston', { propertyType: 'apartment', city: 'Boston' }],
    // a sign-up done for the user is an action the assistant cannot take
    ['sign us up for a home inspection', {}, 'unsupported'],
  ]);
});
