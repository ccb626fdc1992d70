import { PERSON_NOUNS, PLACE_NOUNS } from './lexicon';
import { set } from './patterns';

/**
 * Words of share said of who lives somewhere ("mostly", "predominantly", "a majority"): with a
 * group word they choose an area by its people. The steering patterns, the request frames and the
 * colour reading of units.ts each start from these.
 */
export const SHARE_WORDS = [
  'mostly',
  'predominantly',
  'majority',
  'mainly',
  'largely',
  'heavily',
  'overwhelmingly',
] as const;

/** The words frames.ts reads: cues (how), people (who) and the words a scope may hold. */

export const REQUIRE = set('must', 'should', 'need', 'required', 'require', 'expected', 'demand');
export const PREFER = set(
  'prefer',
  'preferred',
  'preferably',
  'suit',
  'preference',
  'priority',
  'ideal',
  'ideally',
  'best',
  'suited',
  'suitable',
  'appropriate',
  'meant',
  'designed',
  'intended',
  'geared',
  'tailored',
  'recommended',
  'perfect',
  // "not a good fit for"
  'fit',
  'seeking',
  'seek',
  'looking',
  'want',
  'favor',
  'reserved',
  'limited',
  'restricted',
  'only',
);
/** Asking applicants to disclose: "please state your country of birth". */
export const ASK = set(
  'state',
  // written down on a form: "write your birthplace on the application", "enter your ancestry"
  'write',
  'enter',
  // "tell us where your family comes from"
  'tell',
  'list',
  'disclose',
  'indicate',
  'declare',
  'include',
  'specify',
  'provide',
  'show',
  'submit',
  'present',
  'produce',
  'furnish',
  'supply',
  'bring',
  'upload',
  'attach',
);
export const REFUSE_VERBS = set(
  // "does not participate in any voucher program", "won't work with housing agencies"
  'participate',
  'work',
  'deal',
  'honor',
  'honour',
  'rent',
  'lease',
  'sell',
  'accept',
  'consider',
  'allow',
  'take',
  'house',
  'accommodate',
);
export const NEGATIONS = set('not', 'never', 'cannot', 'refuse', 'nobody', 'noone');

export const PEOPLE = set(
  ...PERSON_NOUNS,
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'those',
  'one',
  'body',
  'candidate',
  'prospect',
  'mother',
  'father',
  'parent',
  'mom',
  'dad',
);
/** Words that keep the scope on the people: "must be in good health", "anyone with a history of". */
export const SCOPE = set(
  ...PEOPLE,
  'a',
  'an',
  'the',
  'any',
  'all',
  'each',
  'every',
  'your',
  'their',
  'his',
  'her',
  'be',
  'been',
  'is',
  'are',
  'am',
  'will',
  'would',
  'can',
  'have',
  'has',
  'to',
  'of',
  'in',
  'on',
  'for',
  'with',
  'without',
  'who',
  'that',
  'history',
  'proof',
  'copy',
  'valid',
  'original',
  'official',
  'good',
  'clean',
  'sound',
  'fully',
  'physically',
  'mentally',
  'mental',
  'lived',
  'live',
  'since',
  'emotionally',
  'from',
  'were',
  'was',
  // "must live as the sex they were assigned at birth", "must identify as the gender …"
  'as',
  'they',
  'sex',
  'gender',
  'identify',
  'present',
  // a doctor's word about the person is still about the person: "a doctor's note confirming
  // they are in good health", "a letter from your physician stating you are mentally stable"
  'doctor',
  'physician',
  'note',
  'letter',
  'statement',
  'confirming',
  'confirm',
  'stating',
  'certifying',
  'showing',
  'proving',
  'you',
  // "disclose any prior psychiatric hospitalization"
  'prior',
  'past',
  'previous',
  // "able to handle three flights of stairs"
  'handle',
  'manage',
  'navigate',
  'negotiate',
  'walk',
  'up',
  'down',
  'daily',
  'several',
  'multiple',
  'two',
  'three',
  'four',
  'five',
  'able',
  'capable',
  'given',
  'hold',
  'possess',
  'free',
  'physical',
  'foreign',
  // practice: "tenants who observe a kosher diet", "who worship at", "speak without an accent"
  'observe',
  'follow',
  'practice',
  'practise',
  'convert',
  'keep',
  'eat',
  'attend',
  'go',
  'speak',
  'serious',
  'severe',
  'heavy',
  'thick',
  'strong',
  'known',
  'current',
  'regularly',
  'also',
  'not',
  'no',
  'do',
  'and',
  'or',
  'use',
  'using',
  // "must pass a basic fitness check", "undergo a medical exam"
  'pass',
  'undergo',
  'basic',
  // "a U.S. passport or birth certificate"
  'passport',
  'us',
  // "of Western European descent"
  'western',
  'eastern',
  'northern',
  'southern',
  'central',
  // "a lighter complexion", "fair skin"
  'light',
  'lighter',
  'fair',
  'fairer',
  'dark',
  'darker',
  'pale',
  ...REFUSE_VERBS,
  // dress is worn by the person: "no one who wears a turban"
  'wear',
  'wearing',
  'wore',
  'worn',
);
/** A request places the people: "live around people with …", "an area where people are …". */
export const REQUEST_SCOPE = set(
  ...SCOPE,
  ...PLACE_NOUNS,
  'where',
  'there',
  'around',
  'near',
  'next',
  'among',
  'beside',
  'living',
);
export const SCOPE_MAX = 9;
export const ABSENCE = set('without', 'no', 'free', 'not', 'never', 'lack');

/** In a request, the neighbours themselves frame a trait: "where the neighbors have accents". */
export const NEIGHBOURS = set('neighbor', 'resident', 'everyone', 'everybody', 'crowd', 'local');

export const BEFORE_CUE = set(
  // "not the right place for", "not a good match for", "probably not the best building for"
  'right',
  'place',
  'match',
  'building',
  'choice',
  'a',
  'an',
  'the',
  'good',
  'great',
  'very',
  'really',
  'particularly',
  'well',
);

export const AFTER_SCOPE = set(
  'will',
  'be',
  'is',
  'are',
  'strictly',
  'please',
  'also',
  'would',
  'may',
);
export const POST_REFUSED = set(
  'considered',
  'accepted',
  'allowed',
  'eligible',
  'welcome',
  'permitted',
);
export const POST_CUES = set(
  'preferred',
  'only',
  'required',
  // "Sunday worship is mandatory": a requirement said after the word
  'mandatory',
  'compulsory',
  'obligatory',
);
export const POST_REFUSALS = set(
  'unwelcome',
  'excluded',
  'prohibited',
  'banned',
  'disqualified',
  // "… are discouraged from applying"
  'discouraged',
  // "… will be declined", "… are rejected": turned away after the word
  'declined',
  'rejected',
  'refused',
);
/**
 * Kept to one part of the property, said after the word: "… are restricted to the ground floor",
 * "… confined to the back building". Only people named before it make it a limit, so "parking is
 * restricted to the lot" names no one.
 */
export const POST_CONFINED = set('restricted', 'confined', 'limited', 'relegated', 'segregated');
/**
 * Screening singled out by a trait is a limit on those people: "callers with thick accents will
 * be screened", "applicants with a psychiatric history are vetted first"; everyone screened names
 * no trait, so "all applicants will be screened" never reaches a class word.
 */
export const POST_SCREENED = set('screened', 'vetted', 'scrutinized', 'scrutinised', 'questioned');
