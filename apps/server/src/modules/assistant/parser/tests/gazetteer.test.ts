import { describe, expect, it } from 'vitest';
import { US_CITIES } from '../gazetteer/us-cities';
import { US_STATES } from '../../../../lib/us-states';
import { parseTranscript } from '../parse-transcript';

const cities = US_CITIES.split(';')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => entry.split('|') as [string, string]);

const filtersOf = (transcript: string) => parseTranscript({ transcript }).filters;

describe('the bundled gazetteer', () => {
  it('holds at least the 300 largest US cities', () => {
    expect(new Set(cities.map(([city, state]) => `${city}|${state}`)).size).toBeGreaterThan(450);
    for (const city of ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Fresno']) {
      expect(cities.some(([name]) => name === city)).toBe(true);
    }
  });

  it('reads every city, typed with its state or spoken in lower case', () => {
    const misread = cities.filter(([city, state]) => {
      const typed = filtersOf(`homes in ${city}, ${state}`);
      const spoken = filtersOf(`homes in ${city.toLowerCase()}`);
      // "washington" alone is the state; the city is "Washington DC"
      const spokenOk = city === 'Washington' || spoken.city === city;
      return typed.city !== city || typed.state !== state || !spokenOk;
    });
    expect(misread).toEqual([]);
  });

  it('reads every state by name, and by code after a city', () => {
    const misread = Object.entries(US_STATES).filter(([code, name]) => {
      const byName = filtersOf(`land in ${name}`);
      const byCode = filtersOf(`land in Springfield, ${code}`);
      const nameOk =
        name === 'New York'
          ? byName.city === 'New York'
          : name === 'District of Columbia'
            ? byName.state === 'DC'
            : byName.state === code;
      return !nameOk || byCode.state !== code;
    });
    expect(misread).toEqual([]);
  });

  it('keeps a town of comparable size one letter from a best-known city, by its own name', () => {
    // Davis (CA) beside Davie (FL), Reston (VA) beside Renton (WA), Dale City beside Daly City
    expect(filtersOf('3 bed houses in Sacramento, Davis, or Elk Grove').cities).toEqual([
      'Sacramento',
      'Davis',
      'Elk Grove',
    ]);
    expect(filtersOf('townhomes in reston va')).toMatchObject({ city: 'Reston', state: 'VA' });
    expect(filtersOf('homes in dale city')).toMatchObject({ city: 'Dale City' });
    // the best-known city keeps its own spelling
    expect(filtersOf('condos in davie')).toMatchObject({ city: 'Davie' });
  });

  it('still reads a much smaller town one letter away as the big city mistyped', () => {
    expect(filtersOf('homes in pittsburg').city).toBe('Pittsburgh');
    expect(filtersOf('apartments in milwaukie').city).toBe('Milwaukee');
  });

  it('reads a name of several words whole, though its first word is one slip from a bigger city', () => {
    // "phenix" is one letter from Phoenix, "cooper" sounds like Casper, "pine" like Penn(sylvania)
    expect(filtersOf('houses in phenix city')).toMatchObject({ city: 'Phenix City' });
    expect(filtersOf('homes in Cooper City, FL')).toMatchObject({
      city: 'Cooper City',
      state: 'FL',
    });
    expect(filtersOf('condos in mercer island')).toMatchObject({ city: 'Mercer Island' });
    expect(filtersOf('land near pine bluff')).toMatchObject({ city: 'Pine Bluff' });
    // a slip in a single-word city is still read as the city
    expect(filtersOf('houses in phenix')).toMatchObject({ city: 'Phoenix' });
  });
});
