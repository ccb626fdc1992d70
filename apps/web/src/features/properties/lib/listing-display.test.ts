import { describe, expect, it } from 'vitest';
import {
  badgeTone,
  cardFeatures,
  cardPrice,
  featureLabel,
  imageAt,
  imageSrcSet,
  formatDate,
  listedOn,
  pricePerSquareFoot,
} from './listing-display';

describe('card rules', () => {
  it('prices with $ and thousands separators; rentals per month', () => {
    expect(cardPrice({ price: 1250000, status: 'for-sale' })).toBe('$1,250,000');
    expect(cardPrice({ price: 2450, status: 'for-rent' })).toBe('$2,450/mo');
    expect(cardPrice({ price: 3100, status: 'rented' })).toBe('$3,100/mo');
    // A sold or off-market home keeps its sale price.
    expect(cardPrice({ price: 640000, status: 'sold' })).toBe('$640,000');
  });

  it('badges For Sale as primary and every other status as warning', () => {
    expect(badgeTone('for-sale')).toBe('primary');
    for (const status of ['for-rent', 'sold', 'rented', 'off-market']) {
      expect(badgeTone(status)).toBe('warning');
    }
  });

  it('shows at most 3 features', () => {
    expect(cardFeatures(['pool', 'gym', 'view', 'garage'])).toEqual(['pool', 'gym', 'view']);
    expect(featureLabel('air-conditioning')).toBe('Air conditioning');
  });

  it('uses the WebP copies of stored images and demo photos, and other addresses as they are', () => {
    expect(imageAt({ url: '/files/properties/p1/images/1_a_front.png' }, 400)).toBe(
      '/files/properties/p1/images/1_a_front.png?w=400',
    );
    expect(imageAt({ key: 'properties/p1/images/1 a.png', url: 'x' }, 1600)).toBe(
      '/files/properties/p1/images/1%20a.png?w=1600',
    );
    expect(imageAt({ url: '/demo-media/photo-ranch-01.webp' }, 800)).toBe(
      '/demo-media/photo-ranch-01.webp?w=800',
    );
    expect(imageSrcSet({ url: '/demo-media/photo-kitchen-02.webp' })).toBe(
      '/demo-media/photo-kitchen-02.webp?w=400 400w, /demo-media/photo-kitchen-02.webp?w=800 800w, /demo-media/photo-kitchen-02.webp?w=1600 1600w',
    );
    expect(imageAt({ url: '/demo-media/house-3.svg' }, 400)).toBe('/demo-media/house-3.svg');
    expect(imageAt(undefined, 400)).toBeNull();
    expect(imageSrcSet({ url: '/demo-media/house-3.svg' })).toBeUndefined();
    expect(imageSrcSet({ url: '/files/k.png' })).toBe(
      '/files/k.png?w=400 400w, /files/k.png?w=800 800w, /files/k.png?w=1600 1600w',
    );
  });

  it('works out the price per square foot', () => {
    expect(pricePerSquareFoot({ price: 760000, status: 'for-sale', squareFeet: 1760 })).toBe(
      '$432 per sq ft',
    );
    expect(pricePerSquareFoot({ price: 2000, status: 'for-rent', squareFeet: 1000 })).toBe(
      '$2.00/mo per sq ft',
    );
    expect(pricePerSquareFoot({ price: 1, status: 'for-sale', squareFeet: null })).toBeNull();
  });
});

describe('the listing date', () => {
  it('is the day it went public, as its history says, not the day its draft was made', () => {
    // Submitted late on Jul 29, approved (listed) on Jul 30: Facts and History both say Jul 30.
    const listing = {
      createdAt: '2026-07-29T23:30:00.000Z',
      approvedAt: '2026-07-30T15:00:00.000Z',
      approvalUpdatedAt: '2026-07-30T15:00:00.000Z',
    };
    const historyListedAt = '2026-07-30T15:00:00.000Z';
    expect(formatDate(listedOn(listing))).toBe(formatDate(historyListedAt));
    expect(listedOn({ ...listing, approvedAt: null, approvalUpdatedAt: null })).toBe(
      listing.createdAt,
    );
  });
});
