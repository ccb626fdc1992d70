import { describe, expect, it } from 'vitest';
import { storedListing } from './listing-form.test-support';
import {
  EMPTY_LISTING,
  firstInvalidField,
  validateListing,
  valuesFromProperty,
  type ListingFormValues,
} from './listing-form-values';

const valid: ListingFormValues = {
  ...EMPTY_LISTING,
  title: '  Sunny loft  ',
  price: '350000',
  propertyType: 'condo',
  address: '5 Main St',
  city: 'Denver',
  bedrooms: '2',
  bathrooms: '1.5',
};

describe('validateListing', () => {
  it('turns typed text into the create request (trimmed, numbers, blanks as null)', () => {
    const result = validateListing({ ...valid, squareFeet: '900', zip: ' ' });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        title: 'Sunny loft',
        price: 350000,
        bedrooms: 2,
        bathrooms: 1.5,
        squareFeet: 900,
        lotSize: null,
        location: expect.objectContaining({ zip: null, state: null }),
      }),
    });
  });

  it('uses the PROPERTY_MESSAGES texts for the required fields', () => {
    const result = validateListing({ ...EMPTY_LISTING, status: '', price: 'abc', bedrooms: '2.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: 'Property title is required',
      price: 'Valid price is required',
      propertyType: 'Property type is required',
      status: 'Property status is required',
      address: 'Address is required',
      city: 'City is required',
      bedrooms: 'Valid number of bedrooms is required',
      bathrooms: 'Valid number of bathrooms is required',
    });
    expect(firstInvalidField(result.errors)).toBe('title');
  });

  it('gives plain sentences where the spec has none, never zod wording', () => {
    const result = validateListing({
      ...valid,
      title: 'x'.repeat(201),
      squareFeet: '12.5',
      lotSize: '-3',
      yearBuilt: '1200',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: 'Property title must be at most 200 characters',
      squareFeet: 'Square feet must be a whole number, 0 or more',
      lotSize: 'Lot size must be a number, 0 or more',
      yearBuilt: 'Year built must be a year between 1500 and 2200',
    });
    expect(firstInvalidField(result.errors)).toBe('title');
  });

  it('accepts a stored listing as it is', () => {
    expect(validateListing(valuesFromProperty(storedListing)).ok).toBe(true);
  });
});
