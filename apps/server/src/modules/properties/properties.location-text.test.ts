import { describe, expect, it } from 'vitest';
import { LOCATION_TEXT_MAX } from '@nestwise/shared';
import { parseLocationText } from './properties.location-text';

describe('reading the location box’s text', () => {
  it('keeps the start of a name, in lower case with single spaces', () => {
    expect(parseLocationText('  San   ANTONIO ')).toEqual({ head: 'san antonio' });
    expect(parseLocationText('787')).toEqual({ head: '787' });
    expect(parseLocationText(' , ,')).toBeNull();
  });

  it('reads a state, a city and a ZIP code after commas', () => {
    expect(parseLocationText('Austin, TX')).toEqual({ head: 'austin', states: ['TX'] });
    expect(parseLocationText('Austin, texas')).toEqual({ head: 'austin', states: ['TX'] });
    expect(parseLocationText('Mueller, Austin, TX')).toEqual({
      head: 'mueller',
      city: 'austin',
      states: ['TX'],
    });
    expect(parseLocationText('12 Elm St, Austin, TX 78701')).toEqual({
      head: '12 elm st',
      city: 'austin',
      states: ['TX'],
      zip: '78701',
    });
    expect(parseLocationText('12 Elm St, 78701')).toEqual({ head: '12 elm st', zip: '78701' });
  });

  it('reads one unfinished word after a comma as a city or the start of a state', () => {
    expect(parseLocationText('Austin, T')).toEqual({
      head: 'austin',
      cityOrStates: { city: 't', states: ['TN', 'TX'] },
    });
    expect(parseLocationText('Portland, new')?.cityOrStates?.states).toEqual([
      'NH',
      'NJ',
      'NM',
      'NY',
    ]);
    expect(parseLocationText('Mueller, Austin, Tex')).toEqual({
      head: 'mueller',
      city: 'austin',
      states: ['TX'],
    });
  });

  it('also reads "city st" and "city state name" without a comma', () => {
    expect(parseLocationText('austin tx')).toEqual({
      head: 'austin tx',
      cityAndState: { city: 'austin', state: 'TX' },
    });
    expect(parseLocationText('Charlotte north carolina')?.cityAndState).toEqual({
      city: 'charlotte',
      state: 'NC',
    });
    expect(parseLocationText('tx')).toEqual({ head: 'tx' });
    expect(parseLocationText('kansas city')).toEqual({ head: 'kansas city' });
  });

  it('reads the longest hostile texts the API accepts', () => {
    const commas = ','.repeat(LOCATION_TEXT_MAX);
    expect(parseLocationText(commas)).toBeNull();
    const words = 'a, '.repeat(LOCATION_TEXT_MAX / 3);
    expect(parseLocationText(words)).toMatchObject({ head: 'a', city: 'a' });
    const digits = `1 ${'1-'.repeat(LOCATION_TEXT_MAX / 2 - 2)}`;
    expect(parseLocationText(`x, tx ${digits}`)?.states).toBeUndefined();
    expect(parseLocationText('%_\\'.repeat(LOCATION_TEXT_MAX / 3))?.head).toHaveLength(99);
  });
});
