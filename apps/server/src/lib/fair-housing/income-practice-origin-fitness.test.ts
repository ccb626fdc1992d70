import { describe, expect, it } from 'vitest';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0525-fair-housing-guard-batch-8-and-dev-9.md, each crossed with
 * wordings it was not written from (none is a sentence of the evaluation batches), and each paired
 * with look-alikes about things, the home or everyone that must stay clean.
 */
const { classesOf, flags, leavesAlone } = advertisementCases();

describe('income from a public scheme, by its payer or kind (lexicon.ts, exclusion-patterns.ts)', () => {
  flags([
    ['Sorry, no renters whose income is disability checks.', 'source-of-income'],
    ["We won't lease to people living off Social Security.", 'source-of-income'],
    ['Units are not available to anyone collecting public benefits.', 'source-of-income'],
    ['We will not rent to anyone on disability benefits.', 'source-of-income'],
    ['Not accepting renters who depend on public benefits.', 'source-of-income'],
    ['No tenants who live on government checks.', 'source-of-income'],
  ]);
  leavesAlone([
    'The landlord is happy to explain how Social Security income is counted.',
    'Bring a copy of your Social Security card and a pay stub.',
    'Close to the Social Security office.',
    'Your disability benefits count toward the income requirement like any other income.',
    'We accept government checks, vouchers and all lawful income.',
  ]);
});

describe('a group passed over in a preference (contrast-patterns.ts)', () => {
  flags([
    ['Owner prefers salaried renters over people on vouchers.', 'source-of-income'],
    [
      "We'd prefer employed tenants rather than anyone receiving public assistance.",
      'source-of-income',
    ],
    [
      'Management prefers salaried applicants over those receiving welfare payments.',
      'source-of-income',
    ],
  ]);
  leavesAlone([
    'We prefer a unit with a view over the park.',
    'Prefer hardwood over carpet in the bedrooms.',
    'Owners prefer long leases over short stays.',
  ]);
});

describe('a religion as practised (traits.ts, frames.ts)', () => {
  flags([
    ['We cannot rent to anyone who practices Judaism.', 'religion'],
    ['Ideal for a tenant who follows Christianity.', 'religion'],
    ['Not suitable for people who practise Buddhism.', 'religion'],
    ['Not a good fit for tenants who practice Sikhism.', 'religion'],
    ["We'd prefer a buyer who does not follow Islam.", 'religion'],
    ['Renters who have converted to Judaism need not apply.', 'religion'],
  ]);
  leavesAlone([
    'Walking distance to the Islamic Center and the Buddhist temple.',
    'A book club that studies the history of Islam meets in the clubhouse.',
    'The owner practices law downtown.',
    'Quiet room to practice yoga or meditation.',
    'Volunteers practice Spanish at the library on Tuesdays.',
    'A lecture series on the history of Christianity is held nearby.',
  ]);
});

describe('a welcome by degree is a preference (frames.ts cueAfter)', () => {
  flags([
    ['Catholic families will feel especially welcome in this parish neighborhood.', 'religion'],
    ['Muslim tenants would feel more comfortable elsewhere.', 'religion'],
    ['Sikh renters will feel right at home on this block.', 'religion'],
    ['Hindu buyers will feel most at home here.', 'religion'],
  ]);
  leavesAlone([
    'Everyone will feel welcome here.',
    'All faiths will feel right at home.',
    'Wheelchair users will feel most welcome thanks to the ramp.',
    'Christmas lights must be removed by January 15.',
    'Tenants must take down Christmas decorations by February.',
    'Easter egg hunt in the courtyard every spring.',
    'Neighbors celebrate Christmas with a block party.',
    'Pet owners will feel most welcome with the dog run.',
    'Chefs will feel right at home in this kitchen.',
  ]);
});

describe('being from elsewhere or rooted here, said of the person (traits.ts)', () => {
  flags([
    ['We prefer tenants who are not from another country.', 'national-origin'],
    ['No one from a foreign country, please.', 'national-origin'],
    ['Applicants from other countries need not apply.', 'national-origin'],
    ['Owner would rather not rent to anyone from a different country.', 'national-origin'],
    ['Preference for tenants whose families have deep roots in America.', 'national-origin'],
    ['Recent newcomers to this country need not apply.', 'national-origin'],
  ]);
  leavesAlone([
    'Furniture imported from another country.',
    'Vintage rugs imported from abroad in every room.',
    'Newcomers to the neighborhood are welcomed by the HOA.',
    'Great first home for newcomers to the city.',
    'Newcomers to town will love the farmers market.',
  ]);
});

describe('fitness to climb or leave unaided, said of the person (traits.ts)', () => {
  flags([
    ['Tenant must be fit enough to climb to the fifth floor.', 'disability'],
    ['Ideal for an athletic renter who can handle four flights daily.', 'disability'],
    ['Best for a buyer who can walk up five storeys without trouble.', 'disability'],
    ['Suited to a nimble buyer who can climb upstairs to the loft every day.', 'disability'],
    ['Tenants must be able to evacuate unassisted.', 'disability'],
    ['Applicants must be able to evacuate on their own in an emergency.', 'disability'],
  ]);
  leavesAlone([
    'Fourth-floor walk-up with city views.',
    'Fit for a king: the primary suite has a walk-in closet.',
    'Fitness center on the fourth floor.',
    'Walk up to the rooftop deck for sunsets.',
    'The top-floor unit is a walk up, with no elevator.',
    'Fit and finish are excellent throughout.',
    'Residents must evacuate during the annual fire drill.',
  ]);
});

describe('a list of groups of several classes: a finding for each (coordinated.ts)', () => {
  it.each([
    ['No Mexican or Asian tenants.', ['national-origin', 'race-or-color']],
    ['No Section 8 or disabled tenants.', ['source-of-income', 'disability']],
  ])('%s', (text, classes) => {
    for (const cls of classes) expect(classesOf(text), text).toContain(cls);
  });
  it('adds no class a preference would not make: children preferred describe the household', () => {
    expect(classesOf('Perfect for a Catholic couple and their kids.')).toEqual(['religion']);
  });
});

describe("the model's false alarms: charges, names, alternatives, exemptions (learned/, animal-charges.ts)", () => {
  leavesAlone([
    'Owner pays gas; renter pays internet and cable.',
    'Tenant pays gas, electric and internet; landlord pays water.',
    'Minutes from Sisters of Charity Hospital and the river trail.',
    'Steps from Mercy Hospital and Saint Agnes School.',
    'Close to Our Lady of Perpetual Help parish.',
    'Whether you work from home or commute downtown, the layout works.',
    "Whether you're single or have a big family, there's room to grow.",
    'Whether you cook for one or for a crowd, the kitchen delivers.',
    'No dogs except guide dogs.',
    'No pets, except service and assistance animals.',
    'Service animals are not charged a pet deposit.',
    'Emotional support animals will not be charged pet rent.',
    'Service animals are not subject to the pet fee.',
    'Service dogs are welcome; pet fee applies to other pets.',
  ]);
  it.each([
    ['Service animals are not allowed.', 'disability'],
    ['Emotional support animals are subject to the pet deposit.', 'disability'],
    ['Assistance animals will be charged pet rent.', 'disability'],
    ['ESAs still count toward the pet limit.', 'disability'],
    ['No children, whether yours or visiting.', 'familial-status'],
  ])('still flags %s', (text, cls) => {
    expect(classesOf(text), text).toContain(cls);
  });
});
