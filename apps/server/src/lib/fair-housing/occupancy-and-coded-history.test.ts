import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './index';

// the rules alone: these mechanisms must not lean on the model
const rulesFind = (text: string) =>
  checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass);

describe('occupancy limits and age floors (occupancy.ts)', () => {
  it.each([
    '2BR condo, no more than 3 tenants.',
    '4 bd home: occupancy limited to 5 persons.',
    'A 3 bed cottage, 4 residents max.',
    'One occupant per room only.',
    'Cozy 2BR; maximum three occupants, no exceptions.',
    'Only one occupant allowed in this two-bedroom.',
    'All residents must be at least 18.',
    'Occupants must be 25+.',
  ])('"%s" keeps families out (familial status)', (text) => {
    expect(rulesFind(text)).toContain('familial-status');
  });

  it.each([
    'Two-bedroom apartment, maximum four occupants.',
    '3BR, max 6 occupants per city code.',
    'Occupancy: two persons per bedroom plus one.',
    '2BR unit, max two cars in the driveway.',
    'Limit of two pets per unit.',
    'Applicants must be 18 or older.',
    'Lease signers must be 21 or older.',
    'Studio, maximum two occupants.',
    'Two-bedroom with parking for one car; only two people have keys to the gate.',
    'Maximum 2 people on the balcony at a time in this 3BR.',
    'Max 3 occupants in the hot tub in this 2BR.',
  ])('"%s" is the usual standard or limits something else', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });

  it('an age floor in housing for older persons is allowed', () => {
    expect(rulesFind('A 55+ community: residents must be 21 or older.')).toEqual([]);
  });
});

describe('race in code: "urban" kinds kept out, a place before integration (coded-history.ts)', () => {
  it.each([
    'We keep the urban crowd out of this complex.',
    'A quiet block, free of the inner-city crowd.',
    'Never any urban youth hanging around here.',
    'Unchanged since before desegregation, a real slice of old Atlanta.',
    'The block looks just like it did prior to integration.',
  ])('"%s" is race', (text) => {
    expect(rulesFind(text)).toContain('race-or-color');
  });

  it.each([
    'Urban loft with exposed brick and polished concrete floors.',
    'Great for the urban crowd who loves nightlife.',
    'No urban sprawl here, just rolling hills.',
    'Not your typical urban type of building: brick and ivy.',
    'The kitchen is as it was before the renovation.',
    'Built before the integration of the smart-home system, now fully wired.',
    'Inner courtyard garden for all residents.',
  ])('"%s" is a place or a thing', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('religious dress and a group adjective before a modified people noun', () => {
  it.each([
    'No tenants who wear turbans.',
    'Applicants who wear a yarmulke need not apply.',
    'Not a good fit for women in a niqab.',
    'Ideal for a Baptist nursing student.',
    'We will not lease to anyone who wears a niqab.',
    'Prefer a Sikh vegetarian household.',
  ])('"%s" is religion', (text) => {
    expect(rulesFind(text)).toContain('religion');
  });

  it.each([
    'Hat hooks and a scarf rack by the door.',
    'Close to the Sikh temple where turbans are tied for festivals.',
    'The boutique downstairs sells hijabs and scarves.',
    'Near the Catholic school; parents love the walk.',
    'A Muslim prayer room on the ground floor.',
  ])('"%s" names things', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('grown-ups as adults', () => {
  it.each(['Grown-ups only, please.', 'A grownups-only duplex.'])('"%s" limits', (text) => {
    expect(rulesFind(text)).toContain('familial-status');
  });

  it.each([
    'The living room has a grown-up feel.',
    'Our kids have grown up and moved out, so we are selling.',
  ])('"%s" does not', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('a question about a class answered by turning the reader away (question-refusal.ts)', () => {
  it.each([
    ['Have toddlers? Better look elsewhere.', 'familial-status'],
    ['Use a wheelchair? Keep looking.', 'disability'],
    ['Are you Muslim? Wrong fit for this building.', 'religion'],
  ])('"%s" limits', (text, cls) => {
    expect(rulesFind(text)).toContain(cls);
  });

  it.each([
    'Have kids? The yard is perfect for you.',
    'Expecting a baby? The nursery is ready.',
    'Need a ramp? We will install one.',
    'Work from home? This one is not for you, the street is loud.',
    'Have a dog? Look elsewhere, no pets.',
  ])('"%s" welcomes, or turns away for something else', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('an advantage is a preference ("a plus")', () => {
  it.each([
    ['A light skin tone a plus.', 'race-or-color'],
    ['Church attendance a plus.', 'religion'],
    ['A U.S. birth certificate a bonus.', 'national-origin'],
  ])('"%s" prefers', (text, cls) => {
    expect(rulesFind(text)).toContain(cls);
  });

  it.each(['Good credit a plus.', 'Kids a plus: the yard is huge.', 'Bilingual a plus.'])(
    '"%s" does not',
    (text) => {
      expect(rulesFind(text)).toEqual([]);
    },
  );
});

describe('exemptions and names read in context', () => {
  it.each([
    'Not a 55+ community, but no children allowed.',
    'Children must be at least 10 to live here.',
  ])('"%s" limits children: a denied older-persons marker is no exemption', (text) => {
    expect(rulesFind(text)).toContain('familial-status');
  });

  it.each([
    'A 55+ community: no children as residents.',
    'Age-restricted community, no kids under 18 in residence.',
  ])('"%s" is housing for older persons', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });

  it('a street named for a group names no people, the group near a street still does', () => {
    expect(rulesFind('Steps from Mexican Avenue shops.')).toEqual([]);
    expect(rulesFind('No Christian tenants on this street.')).toContain('religion');
  });
});
