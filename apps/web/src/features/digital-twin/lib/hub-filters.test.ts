import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HUB_FILTERS,
  HUB_PAGE_SIZE,
  hubApiQuery,
  hubFiltersFromParams,
  hubFiltersToParams,
  twinContentsText,
} from './hub-filters';

describe('hub filters in the address bar', () => {
  it('reads known values and drops unknown ones to their defaults', () => {
    expect(
      hubFiltersFromParams(new URLSearchParams('q=loft&city=Austin&type=condo&has=documents')),
    ).toEqual({ q: 'loft', city: 'Austin', propertyType: 'condo', has: 'documents' });
    expect(hubFiltersFromParams(new URLSearchParams('type=castle&has=glb'))).toEqual(
      DEFAULT_HUB_FILTERS,
    );
  });

  it('writes only what differs from the defaults, trimmed, and reads back the same', () => {
    expect(hubFiltersToParams(DEFAULT_HUB_FILTERS).toString()).toBe('');
    const filters = {
      q: ' pool ',
      city: 'Denver ',
      propertyType: 'house' as const,
      has: 'models' as const,
    };
    const params = hubFiltersToParams(filters);
    expect(params.toString()).toBe('q=pool&city=Denver&type=house&has=models');
    expect(hubFiltersFromParams(params)).toEqual({ ...filters, q: 'pool', city: 'Denver' });
  });
});

describe('hubApiQuery', () => {
  it('always asks for listings with twin files, one page at a time', () => {
    expect(hubApiQuery(DEFAULT_HUB_FILTERS)).toEqual({
      twin: 'any',
      q: undefined,
      city: undefined,
      propertyType: undefined,
      limit: HUB_PAGE_SIZE,
      startAfter: undefined,
    });
  });

  it('passes the filters and the cursor of the next page', () => {
    expect(
      hubApiQuery({ q: ' loft ', city: 'Austin', propertyType: 'condo', has: 'models' }, 'abc'),
    ).toMatchObject({
      twin: 'models',
      q: 'loft',
      city: 'Austin',
      propertyType: 'condo',
      startAfter: 'abc',
    });
  });
});

describe('twinContentsText', () => {
  it('counts models and documents with the right plural', () => {
    expect(twinContentsText({ models: [1], documents: [1, 2] })).toBe('1 3D model · 2 documents');
    expect(twinContentsText({ models: [1, 2], documents: [] })).toBe('2 3D models');
    expect(twinContentsText({ models: [], documents: [1] })).toBe('1 document');
    expect(twinContentsText({ models: [], documents: [] })).toBe('No files yet');
  });
});
