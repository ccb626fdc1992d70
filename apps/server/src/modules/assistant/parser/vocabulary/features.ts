import type { AssistantFeature } from '@nestwise/shared';
import { PhraseTable } from '../phrase-table';

const SYNONYMS: Record<AssistantFeature, string[]> = {
  pool: [
    'pool',
    'pools',
    'swimming pool',
    'swimming pools',
    'swimming',
    'inground pool',
    'plunge pool',
  ],
  garage: ['garage', 'garages', 'car garage', 'attached garage', 'detached garage'],
  garden: [
    'garden',
    'gardens',
    'yard',
    'yards',
    'backyard',
    'backyards',
    'back yard',
    'front yard',
    'lawn',
    'outdoor space',
    'green space',
  ],
  fireplace: ['fireplace', 'fireplaces', 'fire place', 'wood stove', 'wood burning stove'],
  balcony: ['balcony', 'balconies', 'terrace', 'terraces', 'veranda', 'lanai'],
  waterfront: [
    'waterfront',
    'water front',
    'lakefront',
    'lake front',
    'beachfront',
    'beach front',
    'oceanfront',
    'ocean front',
    'riverfront',
    'river front',
    'bayfront',
    'on the water',
    'on the lake',
    'on the beach',
    'on the river',
    'lakeside',
    'waterside',
    'beach access',
    'private dock',
  ],
  view: [
    'view',
    // "a view": a noun after an article, even when "the …" follows ("a view the most expensive first")
    'a view',
    'views',
    'ocean view',
    'ocean views',
    'sea view',
    'sea views',
    'lake view',
    'lake views',
    'water view',
    'water views',
    'city view',
    'city views',
    'mountain view',
    'mountain views',
    'skyline view',
    'skyline views',
    'river view',
    'river views',
    'scenic',
    'panoramic',
  ],
  basement: ['basement', 'basements', 'finished basement', 'cellar'],
  'air-conditioning': [
    'ac',
    // a recogniser spells the letters apart
    'a c',
    'air conditioning',
    'air conditioner',
    'air conditioned',
    'air condition',
    'aircon',
    'air con',
    'central air',
    'central ac',
    'central heat and air',
    'cooling',
    'hvac',
  ],
  'pet-friendly': [
    'pet friendly',
    'pets friendly',
    'pets allowed',
    'pet allowed',
    'pets ok',
    'pets okay',
    'pets welcome',
    'allows pets',
    'allow pets',
    'allowing pets',
    'dog friendly',
    'dogs allowed',
    'allows dogs',
    'cat friendly',
    'cats allowed',
    'allows cats',
    'pet',
    'pets',
    'dog',
    'dogs',
    'cat',
    'cats',
  ],
  furnished: ['furnished', 'fully furnished', 'furniture included', 'comes furnished'],
  parking: [
    'parking',
    'parking spot',
    'parking space',
    'parking lot',
    'off street parking',
    'covered parking',
    'carport',
    'driveway',
    'assigned parking',
  ],
  gym: [
    'gym',
    'gyms',
    'fitness center',
    'fitness centre',
    'fitness room',
    'exercise room',
    'workout room',
  ],
  'new-construction': [
    'new construction',
    'newly built',
    'newly constructed',
    'new build',
    'new builds',
    'new built',
    'brand new',
    'new development',
    'newly built homes',
  ],
};

/** Said as one word but meaning "without" ("unfurnished"): read as `!feature`. */
const NEGATED_FEATURES: Array<readonly [string, `!${AssistantFeature}`]> = [
  ['unfurnished', '!furnished'],
  ['pet free', '!pet-friendly'],
  ['no pets allowed', '!pet-friendly'],
  ['no pets', '!pet-friendly'],
];

/**
 * Assistance animals are not pets under fair-housing law (HUD FHEO-2020-01): a home may not refuse
 * one under a no-pets rule, so "I have a service dog" asks for no pet-friendly filter. Every
 * role word crossed with every animal word, so "a guide cat" reads like "a service dog". ("Seeing
 * eye" is left out: the spelling corrector would read "swing" as "seeing".)
 */
const ASSISTANCE_ANIMALS = ['service', 'support', 'guide', 'assistance', 'therapy'].flatMap(
  (role) =>
    ['dog', 'dogs', 'cat', 'cats', 'animal', 'animals'].map((animal) => `${role} ${animal}`),
);

/** Phrases that contain a feature word but are not that feature. */
const NOT_A_FEATURE = [
  'market cooling',
  'cooling off',
  'cooling down',
  'pool table',
  'car pool',
  'carpool',
  'view it',
  'view this',
  'view the',
  ...ASSISTANCE_ANIMALS,
];

export const FEATURE_TABLE = new PhraseTable<AssistantFeature | `!${AssistantFeature}` | null>([
  ...NEGATED_FEATURES,
  ...Object.entries(SYNONYMS).flatMap(([feature, words]) =>
    words.map((word) => [word, feature as AssistantFeature] as const),
  ),
  ...NOT_A_FEATURE.map((phrase) => [phrase, null] as const),
]);

/** A feature said right after one of these is not wanted ("no pool", "without a garage"). */
export const NEGATIONS = new Set([
  'no',
  'without',
  'not',
  "don't",
  'dont',
  'except',
  'minus',
  'nothing',
]);
