import { describe } from 'vitest';
import { itParses } from './parse-case';

const onScreen = { propertyContext: { id: 'P7', city: 'Tulsa', propertyType: 'condo' } };

describe('a question judging what the home on screen costs asks its price (decision 0650)', () => {
  itParses([
    ['is it pricey', {}, 'price_inquiry', onScreen],
    ['and is that place affordable?', {}, 'price_inquiry', onScreen],
    ['what will it run me', {}, 'price_inquiry', onScreen],
    ['so what would this condo set us back', {}, 'price_inquiry', onScreen],
    // the plain price question stays as it was
    ['how much is this one', {}, 'price_inquiry', onScreen],
    // a dummy "it" that goes on to another matter is no question about this home
    ['is it costly to live in Boise', { city: 'Boise' }, 'property_search'],
    // the home on screen is no subject here: a search for cheap homes elsewhere
    ['is there anything cheap in Tulsa', { city: 'Tulsa', sort: 'price-asc' }, 'property_search'],
  ]);
});
