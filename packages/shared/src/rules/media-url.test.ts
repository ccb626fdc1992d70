import { describe, expect, it } from 'vitest';
import { normaliseMediaUrl } from './media-url';

describe('normaliseMediaUrl', () => {
  it.each([
    ['/\\evil.test/doc.pdf'],
    ['\\\\evil.test/doc.pdf'],
    ['/files/a\\b.pdf'],
    ['//evil.test/doc.pdf'],
    ['/\t/evil.test/doc.pdf'],
    ['javascript:alert(1)'],
    ['ftp://files.test/a.pdf'],
    ['https://'],
    ['files/doc.pdf'],
  ])('refuses %j', (value) => {
    expect(normaliseMediaUrl(value)).toBeNull();
  });

  it('keeps paths on this site and http(s) addresses, as the URL parser normalised them', () => {
    expect(normaliseMediaUrl('/files/properties/a/doc.pdf')).toBe('/files/properties/a/doc.pdf');
    expect(normaliseMediaUrl('/files/../files/a b.png?w=400#x')).toBe('/files/a%20b.png?w=400#x');
    expect(normaliseMediaUrl('HTTPS://Images.Example.com/a.png')).toBe(
      'https://images.example.com/a.png',
    );
    expect(normaliseMediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
