/**
 * Acceptable listing phrases that share words with discriminatory ones: a church nearby, a family
 * room, a master bedroom, housing for older persons, services in Spanish, accessibility offered,
 * children enjoying an amenity. They are the guard's negative tests (frames.test.ts), and the
 * model's selection admits no setting that flags any of them in cross-validation
 * (scripts/fair-housing/train-guard-model.ts, docs/decisions/0395-fair-housing-guard-cross-validated.md).
 */

/** The same words as discriminatory phrases, outside any frame about who may live there. */
export const CLEAN_OUTSIDE_FRAMES = [
  'Must keep the lawn healthy and mowed.',
  'Tenant must keep the unit in good condition.',
  'Health club, pool and spa on site.',
  'Mental health clinic and pharmacy two blocks away.',
  'Independent living community for residents 62 and older.',
  'Born and raised in Austin, the agent knows the area.',
  'Descent to the private beach via stairs.',
  'Accent wall in the primary bedroom.',
  'Pre-war building with its original complexion of brick and limestone.',
  'Craftsman bungalow that fits in with the historic district.',
  'Owner speaks Spanish and English.',
  'Se habla español.',
  'Close to a kosher bakery and a halal market.',
  'Sabbath elevator serves every floor.',
  'Dutch colonial on a corner lot with a Persian rug included.',
  'All applicants must provide proof of income and ID.',
  'Must be able to pass a background check.',
  'Great for kids: fenced yard and a playground nearby.',
  'Walk to church, shops and the park.',
  'Spacious family room and a master bedroom with a walk-in closet.',
  'Historic district with a rich Irish heritage.',
  'Unit is on the third floor; stairs only, no elevator.',
  'Stairs lead up to a loft bedroom.',
  'Perfect for a home gym or a prayer room.',
  'Kosher kitchen, Shabbat elevator, eruv boundary nearby.',
  "Fits right in with the neighborhood's Craftsman homes.",
  'The house looks like new after the renovation.',
  'Owners have roots in the community going back three generations.',
  'Mobile home park access road.',
  'Seller is expecting multiple offers; best and final by Friday.',
  'Suits a home office or a gym.',
  'Crisp white home with black shutters and a white area rug.',
];

/** A disability condition wished for describes accessibility. */
export const ACCESSIBILITY_WISHED = [
  'Accessible unit designed for residents who use wheelchairs.',
  'Grab bars and a zero-threshold shower for residents with limited mobility.',
  'Elevator building, perfect for anyone with mobility issues.',
];

/** A group's words naming a place or an amenity (learned/learned.test.ts). */
export const NAMING_A_PLACE = [
  'Walk to the Quaker meeting house.',
  'Two blocks from St. Joseph’s Catholic Church.',
  'Adults and children alike enjoy the pool.',
  'Ground-floor unit with a roll-in shower, designed for residents who use wheelchairs.',
  'Close to Swedish bakeries and the Norwegian seamen’s church.',
];

/** Housing for older persons (55+ or 62+) may say so and exclude children. */
export const OLDER_PERSONS_HOUSING = [
  'Active 55+ community. Seniors only, no children.',
  'Housing for older persons: every resident is 62 or older.',
];

export const ACCEPTABLE_PHRASES = [
  ...CLEAN_OUTSIDE_FRAMES,
  ...ACCESSIBILITY_WISHED,
  ...NAMING_A_PLACE,
  ...OLDER_PERSONS_HOUSING,
];
