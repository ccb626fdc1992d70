import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './sized-image';

describe('sizedImageUrl', () => {
  it('asks stored images and demo photos for a resized copy, other addresses as they are', () => {
    expect(sizedImageUrl('/files/properties/p1/images/a.png', 400)).toBe(
      '/files/properties/p1/images/a.png?w=400',
    );
    expect(sizedImageUrl('/demo-media/photo-kitchen-02.webp', 400)).toBe(
      '/demo-media/photo-kitchen-02.webp?w=400',
    );
    expect(sizedImageUrl('/files/a.png?v=2', 800)).toBe('/files/a.png?v=2&w=800');
    expect(sizedImageUrl('/demo-media/house-3.svg', 400)).toBe('/demo-media/house-3.svg');
    expect(sizedImageUrl('https://example.com/a.jpg', 400)).toBe('https://example.com/a.jpg');
  });
});
