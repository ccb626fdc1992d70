import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { advertisementCases } from './advertisement.test-support';
import { tokenize } from './tokenize';

/**
 * The mechanisms of docs/decisions/0720-fair-housing-written-words-make-up-observance-and-who-is-described.md,
 * each with wordings written for this test (none is a sentence of the evaluation batches or of the
 * training corpus), and each paired with look-alikes that must stay clean.
 */
const { classesOf, flags, leavesAlone } = advertisementCases();

describe('a coded word as written, before the spelling table reads it (tokenize.ts, coded-history.ts)', () => {
  it('keeps the written word beside the word it is read as', () => {
    const [hood] = tokenize('hood');
    expect(hood).toMatchObject({ text: 'neighborhood', written: 'hood' });
    expect(tokenize('kitchen')[0]!.written).toBeUndefined();
  });
  flags([
    ['No hood crowd near this one, quiet street.', 'race-or-color'],
    ['Keep the hood element out of our building.', 'race-or-color'],
    ['ABSOLUTELY NO HOOD TYPES.', 'race-or-color'],
    // read as "neighborhood", the place words still work
    ['A mostly white hood close to the lake.', 'race-or-color'],
  ]);
  leavesAlone([
    'Range hood vents outside; stainless hood over the gas stove.',
    'Great hood for walking the dog, with cafes on every corner.',
    'Hood types vary: chimney, island and under-cabinet models are all allowed.',
  ]);
});

describe("a place's make-up said to be unchanged (place-over-time.ts)", () => {
  flags([
    ["The street's demographics have stayed the same for forty years.", 'race-or-color'],
    ["This block's makeup is unchanged since the 1960s, a rare find.", 'race-or-color'],
    ['The make-up of our cul-de-sac has never really changed.', 'race-or-color'],
    ["The neighborhood's make up hasn't budged in decades.", 'race-or-color'],
  ]);
  leavesAlone([
    "The makeup of the kitchen hasn't changed since the remodel.",
    'The layout of the block has not changed since 1925.',
    'Makeup vanity in the primary bath is unchanged from the original design.',
    'Composition shingles on the roof have not changed color.',
  ]);
});

describe('people said to be of one colour (one-colour.ts, coded-patterns.ts)', () => {
  flags([
    ['The residents here are all one color and like it that way.', 'race-or-color'],
    ['A one-colour neighborhood, quiet and settled.', 'race-or-color'],
    ['Our tenants are a tight-knit group of one colour.', 'race-or-color'],
    ['Tenants of the same colour as the owner preferred.', 'race-or-color'],
    ['This street has stayed the same color for generations.', 'race-or-color'],
  ]);
  leavesAlone([
    'The trim was painted the same color as the shutters.',
    'The walls are the same colour as the floors, a calm palette.',
    'Kitchen cabinets are all one color for a clean look.',
    'A one color scheme runs through the house.',
    'Every bedroom is painted a single colour, ready for your touch.',
  ]);
});

describe('religious observance demanded as a term of tenancy (traits.ts, frames.ts)', () => {
  flags([
    ['Sunday mass attendance is mandatory for residents.', 'religion'],
    ['Participation in morning prayers is a condition of tenancy.', 'religion'],
    ['Weekly Bible class is compulsory for every occupant.', 'religion'],
    ['Tenants must attend the worship service each Sunday.', 'religion'],
  ]);
  leavesAlone([
    'A church with Bible study on Wednesdays is two blocks away.',
    'Payment of rent on time is a condition of the lease.',
    "Renter's insurance is mandatory.",
    'Sunday school and youth group meet at the church on the corner.',
    'The chapel service schedule is posted at the community center down the road.',
  ]);
});

describe('people sent to other homes (frames.ts redirected)', () => {
  flags([
    ['Mothers-to-be and pregnant renters should look elsewhere.', 'familial-status'],
    ['Pregnant tenants may want to consider another building.', 'familial-status'],
    ['Folks who use wheelchairs should find a different rental.', 'disability'],
    ['Voucher holders would do well to search elsewhere.', 'source-of-income'],
  ]);
  it('reads the source-of-income one only where a state protects it', () => {
    expect(
      checkAdvertisement('Voucher holders would do well to search elsewhere.', { state: 'NJ' }).map(
        (finding) => finding.protectedClass,
      ),
    ).toContain('source-of-income');
  });
  leavesAlone([
    'Buyers should consider the view from the roof deck.',
    'You may want to try the pool on a hot day.',
    'Visitors should look for the blue door at the back.',
  ]);
});

describe('a sex said as a trait: the sex assigned at birth (traits.ts, frames.ts)', () => {
  flags([
    ['Tenants must present as the gender they were assigned at birth.', 'sex'],
    ['Birth certificate showing biological sex required.', 'sex'],
    ['Occupants should be biologically male.', 'sex'],
    ['Residents must identify as their sex at birth.', 'sex'],
  ]);
  leavesAlone([
    'The sex offender registry is public record.',
    'Each bedroom was assigned a walk-in closet at construction.',
  ]);
});

describe('class words said of no resident: things, everyone addressed, the owner described (learned/names.ts)', () => {
  leavesAlone([
    'The landlord, a woman who lives on site, handles repairs quickly.',
    'Our landlord is a woman who answers texts within the hour.',
    'The listing agent is a Korean speaker and a longtime local.',
    'Seller is a retired Army man who redid the deck himself.',
    'Hey guys and gals, open house Saturday from one to four!',
    'Gentlemen and ladies, step inside this stunning colonial.',
    'Bonus room could be a man cave, craft room or office.',
    'Walk to Vietnamese, Lebanese and Mexican restaurants.',
    'Great Italian bakery and Polish deli around the corner.',
    // a bachelor unit is a studio (names.ts style names)
    'Cozy bachelor unit above the garage, utilities included.',
  ]);
  flags([
    // a preference beside the description keeps its class word
    ['Owner is a woman and prefers female tenants only.', 'sex'],
    ['Ideal for a man who works nights.', 'sex'],
    ['Mexicans and Thai tenants need not apply.', 'national-origin'],
    ['No ladies and no gentlemen over sixty.', 'sex'],
  ]);
  it('keeps a practice or a need before its thing the person’s', () => {
    expect(classesOf('Prefer a tenant who eats only kosher meals.')).toContain('religion');
  });
});
