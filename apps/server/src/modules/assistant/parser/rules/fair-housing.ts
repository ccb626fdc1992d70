import { hasPhrase, phrases } from '../phrase-table';
import type { Token } from '../types';

/**
 * Words naming people by a class the Fair Housing Act protects: race or colour, religion,
 * national origin, sex, familial status, disability.
 */
const PROTECTED_GROUPS = new Set([
  // race, colour, national origin
  'white',
  'whites',
  'black',
  'blacks',
  'african',
  'asian',
  'asians',
  'hispanic',
  'hispanics',
  'latino',
  'latinos',
  'latina',
  'latinx',
  'mexican',
  'mexicans',
  'chinese',
  'indian',
  'indians',
  'arab',
  'arabs',
  'caucasian',
  'caucasians',
  'minority',
  'minorities',
  'ethnic',
  'ethnicity',
  'race',
  'racial',
  'races',
  'immigrant',
  'immigrants',
  'foreigner',
  'foreigners',
  'foreign',
  'korean',
  'japanese',
  'vietnamese',
  'filipino',
  'somali',
  'haitian',
  'american',
  'americans',
  'european',
  'europeans',
  'russian',
  'russians',
  'colored',
  'nationality',
  // religion
  'jewish',
  'jews',
  'jew',
  'muslim',
  'muslims',
  'islamic',
  'christian',
  'christians',
  'catholic',
  'catholics',
  'protestant',
  'hindu',
  'hindus',
  'sikh',
  'sikhs',
  'buddhist',
  'buddhists',
  'mormon',
  'mormons',
  'religion',
  'religious',
  'atheist',
  'atheists',
  // sex
  'men',
  'women',
  'male',
  'males',
  'female',
  'females',
  'gay',
  'gays',
  'lesbian',
  'lesbians',
  'transgender',
  'lgbt',
  'lgbtq',
  // familial status
  'children',
  'child',
  'kids',
  'kid',
  'families',
  'babies',
  'toddlers',
  'teenagers',
  'pregnant',
  // disability
  'disabled',
  'disability',
  'disabilities',
  'handicapped',
  'wheelchair',
  'wheelchairs',
  'blind',
  'deaf',
  'mentally',
  'autistic',
]);

/** What turns naming a group into choosing homes by it. */
const STEERING_WORDS = new Set([
  'neighborhood',
  'neighborhoods',
  'neighbourhood',
  'neighbors',
  'neighbours',
  'area',
  'areas',
  'community',
  'communities',
  'building',
  'street',
  'block',
  'residents',
  'people',
  'live',
  'lives',
  'living',
  'populated',
  'population',
  'demographic',
  'demographics',
  'mostly',
  'predominantly',
  'majority',
  'only',
  'free',
  'no',
  'without',
  'fewer',
  'away',
  'avoid',
  'lots',
  'full',
  'filled',
  'none',
  'zero',
  'exclude',
  'excluding',
  'allowed',
  'where',
]);

/** Groups whose "… friendly" describes the home itself (kid friendly, wheelchair friendly). */
const FRIENDLY_DESCRIBES_HOME = new Set([
  'kid',
  'kids',
  'child',
  'children',
  'wheelchair',
  'disabled',
]);

const SELF_WORDS = new Set(['my', 'our', 'i', 'we', 'me', 'us', "i'm", "we're", "i've"]);

/** Always steering, whatever else is said. */
const STEERING_PHRASES = phrases(
  'adults only',
  'adult only',
  'no kids',
  'no children',
  'child free',
  'childfree',
  'kid free',
  'no families',
  'without children',
  'without kids',
  'same race',
  'same religion',
  'good ethnic mix',
  'racial makeup',
  'racial composition',
  'ethnic makeup',
  'ethnic composition',
  'religious makeup',
  'where white people live',
  'no section 8',
  'christian neighborhood',
  'jewish neighborhood',
  'muslim neighborhood',
  'white neighborhood',
  'black neighborhood',
);

/** Words that make a group word innocent: "white kitchen", "black granite", "kids room". */
const INNOCENT_AFTER = new Set([
  'kitchen',
  'cabinets',
  'walls',
  'granite',
  'counters',
  'countertops',
  'fence',
  'picket',
  'trim',
  'paint',
  'room',
  'rooms',
  'bedroom',
  'bathroom',
  'style',
  'restaurant',
  'restaurants',
  'food',
  'market',
  'grocery',
  'accessible',
  'access',
  'ramp',
  'ramps',
]);

/**
 * Whether the request asks to choose homes or areas by a protected class (fair-housing law
 * forbids steering). Describing oneself ("a home for my family with two kids") or asking for
 * an accessible home is not steering; asking for an area without children or of one religion is.
 */
export function isSteeringRequest(tokens: Token[]): boolean {
  if (hasPhrase(tokens, STEERING_PHRASES)) return true;
  const texts = tokens.map((token) => token.text);
  const selfDescribed = texts.some((text) => SELF_WORDS.has(text));
  let groupAt = -1;
  texts.forEach((text, index) => {
    if (groupAt !== -1 || !PROTECTED_GROUPS.has(text)) return;
    const next = texts[index + 1] ?? '';
    // "kid friendly" describes a home; "gay friendly area" chooses neighbours
    if (next === 'friendly' ? FRIENDLY_DESCRIBES_HOME.has(text) : INNOCENT_AFTER.has(next)) return;
    if (['single', 'multi', 'two', 'one'].includes(texts[index - 1] ?? '') && text === 'families')
      return;
    groupAt = index;
  });
  if (groupAt === -1) return false;
  const steering = texts.some(
    (text, index) =>
      index !== groupAt && STEERING_WORDS.has(text) && Math.abs(index - groupAt) <= 6,
  );
  if (!steering) return false;
  // "a house for my family with 3 kids near good schools" describes the buyer
  const ownGroup =
    selfDescribed &&
    /^(children|child|kids|kid|families|babies|toddlers|teenagers)$/.test(texts[groupAt]!);
  return !ownGroup || hasPhrase(tokens, phrases('no kids', 'without kids', 'no children'));
}
