import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';

const declinedFor = (transcript: string) => parseTranscript({ transcript }).declined;

describe('steering read in the words the search left unexplained (decision 0540)', () => {
  it.each([
    // each beyond the rules' patterns (findSteering lets them through)
    'a condo in Mesa somewhere with neighbors who go to synagogue like we do',
    'houses in Tulsa somewhere the Somalis have not moved into',
    'a town near Fresno where residents who are gay are rare',
    'homes in Macon where the people next door are Christian like us',
  ])('refuses %s with declined "steering"', (transcript) => {
    const result = parseTranscript({ transcript });
    expect(result).toMatchObject({ intent: 'unsupported', declined: 'steering', filters: {} });
  });

  it.each([
    // a type, a state or a district the grammar read never reaches the model as a class word
    ['no multi-family, just houses or condos in Omaha', { propertyTypes: ['house', 'condo'] }],
    ['townhouses in Georgia but not Savannah', { state: 'GA' }],
    ['apartments for rent in Koreatown Los Angeles', { city: 'Los Angeles' }],
    // the requester described
    ["I'm a single mom looking for a 2 bedroom condo in Tulsa", { city: 'Tulsa' }],
    ['a ranch house in Boise, my husband is deaf', { city: 'Boise' }],
  ])('serves %s', (transcript, filters) => {
    const result = parseTranscript({ transcript });
    expect(result.declined).toBeUndefined();
    expect(result.filters).toMatchObject(filters);
  });

  it('leaves a welcome and a thing alone', () => {
    expect(declinedFor('a diverse neighborhood in Austin')).not.toBe('steering');
    expect(declinedFor('an area in Houston with more Nigerian restaurants')).not.toBe('steering');
  });
});
