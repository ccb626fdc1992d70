import { describe } from 'vitest';
import { itParses } from './parse-case';

const onScreen = { propertyContext: { id: 'P1', city: 'Austin', propertyType: 'house' } };

describe('questions about the property on screen', () => {
  itParses([
    ['how much is this one?', {}, 'price_inquiry', onScreen],
    ["what's the price", {}, 'price_inquiry', onScreen],
    ['how much', {}, 'price_inquiry', onScreen],
    ['tell me about it', {}, 'property_details', onScreen],
    ['does it have a garage?', {}, 'property_details', onScreen],
    ['does this one have a pool', {}, 'property_details', onScreen],
    ['is it pet friendly', {}, 'property_details', onScreen],
    ['how many bedrooms does it have', {}, 'property_details', onScreen],
    ['when was it built', {}, 'property_details', onScreen],
    ['what is the square footage', {}, 'property_details', onScreen],
    ['show me a tour', {}, 'virtual_tour', onScreen],
    ['can I schedule a tour of this house', {}, 'unsupported', onScreen],
    ['I want to see the 3D model', {}, 'virtual_tour', onScreen],
    ['is there a pool', {}, 'property_details', onScreen],
    ["who's the agent", {}, 'property_details', onScreen],
    ['can i see inside', {}, 'virtual_tour', onScreen],
    [
      'show me similar homes',
      { propertyType: 'house', city: 'Austin' },
      'property_search',
      onScreen,
    ],
    [
      'show me 3 bedroom homes in Denver',
      { propertyType: 'house', city: 'Denver', minBedrooms: 3 },
      'property_search',
      onScreen,
    ],
  ]);
});

describe('the same questions without a property', () => {
  itParses([
    ['does it have a garage?', {}, 'property_details'],
    ['tell me about this property', {}, 'property_details'],
    ['how much is this one?', {}, 'price_inquiry'],
  ]);
});
