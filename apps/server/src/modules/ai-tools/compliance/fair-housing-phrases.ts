/**
 * Advertising words and phrases that state a preference, limitation or discrimination by a class
 * protected by the Fair Housing Act. Sources: 42 U.S.C. § 3604(c); 24 CFR 100.75; HUD, "Guidance
 * Regarding Advertisements Under § 804(c) of the Fair Housing Act" (R. Achtenberg, 10 January 1995).
 *
 * Deliberately NOT flagged, because that guidance calls them facially neutral descriptions of the
 * property or neighbourhood: "master bedroom", "rare find", "desirable neighborhood", "family room",
 * "walking distance", "walk-in closet", "jogging trails", "near church/synagogue", "kosher kitchen",
 * "mother-in-law suite", "bachelor apartment", "wheelchair accessible" and other accessibility features.
 */

export type ProtectedClass =
  | 'race or colour'
  | 'religion'
  | 'sex'
  | 'disability'
  | 'familial status'
  | 'national origin'
  | 'source of income';

export type Severity = 'high' | 'medium' | 'low' | 'info';

export interface PhraseRule {
  id: string;
  protectedClass: ProtectedClass;
  severity: Severity;
  pattern: RegExp;
  suggestion: string;
  source?: string;
}

export const FAIR_HOUSING_SOURCE =
  'Fair Housing Act, 42 U.S.C. § 3604(c); 24 CFR 100.75; HUD advertising guidance (Achtenberg memo, 1995)';
const CALIFORNIA_SOURCE_OF_INCOME =
  'California Fair Employment and Housing Act, Cal. Gov. Code § 12955(a), (p) (source of income incl. housing vouchers, SB 329)';

const RACES = String.raw`white|whites|black|blacks|caucasian|caucasians|hispanic|hispanics|latino|latinos|latina|asian|asians|african[- ]american|non-?minority|minority|minorities|colou?red`;
const RELIGIONS = String.raw`christian|christians|catholic|catholics|protestant|jewish|jews|muslim|muslims|islamic|mormon|mormons|hindu|hindus|buddhist|buddhists|sikh|sikhs|atheist|atheists`;
const NATIONALITIES = String.raw`mexican|mexicans|chinese|irish|italian|indian|indians|korean|koreans|vietnamese|filipino|filipinos|russian|russians|arab|arabs|polish|german|japanese|puerto rican|foreign|foreigners|immigrant|immigrants`;
/** Nouns about people or places; "home", "area" and "building" are left out after colour words ("white home", "black area rug"). */
const RACE_NOUNS = String.raw`neighbou?rhood|community|block|family|families|household|tenants?|buyers?|renters?|residents?|people|persons?|only|preferred`;
const PEOPLE_NOUNS = String.raw`neighbou?rhood|community|area|block|building|family|families|home|household|tenants?|buyers?|renters?|residents?|people|persons?|only|preferred`;

const word = (body: string) => new RegExp(String.raw`\b(?:${body})\b`, 'gi');

export const FAIR_HOUSING_PHRASES: PhraseRule[] = [
  {
    id: 'race-preference',
    protectedClass: 'race or colour',
    severity: 'high',
    pattern: word(
      String.raw`(?:${RACES})[- ](?:${RACE_NOUNS})|no (?:${RACES})|(?:${RACES}) need not apply`,
    ),
    suggestion:
      'Describe the home and its amenities, never the race or colour of residents or neighbours.',
  },
  {
    id: 'religion-preference',
    protectedClass: 'religion',
    severity: 'high',
    pattern: word(
      String.raw`(?:${RELIGIONS})[- ](?:${PEOPLE_NOUNS})|no (?:${RELIGIONS})|church[- ]goers? only`,
    ),
    suggestion:
      'Remove the religious description of the residents or neighbourhood; naming nearby places of worship as landmarks is fine ("two blocks from St. Mary\'s").',
  },
  {
    id: 'national-origin-preference',
    protectedClass: 'national origin',
    severity: 'high',
    pattern: word(
      String.raw`(?:${NATIONALITIES})[- ](?:${PEOPLE_NOUNS})|no (?:${NATIONALITIES})|english[- ]speak(?:ers|ing)(?: people)? only|english only|must speak english|americans? only|(?:us |u\.s\. )?citizens only`,
    ),
    suggestion:
      'State no preference by national origin, ancestry or language; describe the property instead.',
  },
  {
    id: 'sex-preference',
    protectedClass: 'sex',
    severity: 'high',
    pattern: word(
      String.raw`(?:men|women|males?|females?|ladies|gentlemen|girls|guys) only|no (?:men|women|males|females|ladies|gentlemen)|(?:perfect|ideal|great|suited) for (?:a )?(?:single |young |working |professional )?(?:man|woman|men|women|gentleman|lady|ladies|bachelor|bachelorette)`,
    ),
    suggestion:
      'Do not say who should live there by sex; describe the home ("one-bedroom, close to transit").',
  },
  {
    id: 'familial-status-limitation',
    protectedClass: 'familial status',
    severity: 'high',
    pattern: word(
      String.raw`no (?:children|kids|babies|infants|teenagers|minors|families)|adults? only|adult (?:community|living|building)|not suitable for (?:children|kids|families)|children not allowed|singles only|couples only|one child only|no more than (?:one|two|\d) (?:child|children|kids)`,
    ),
    suggestion:
      'Remove limits on children or families. Housing for older persons may say "55+ community" only if it qualifies under the Housing for Older Persons Act (42 U.S.C. § 3607(b)).',
  },
  {
    id: 'familial-status-preference',
    protectedClass: 'familial status',
    severity: 'medium',
    pattern: word(
      String.raw`(?:perfect|ideal|great|suited|meant) for (?:a )?(?:young |retired |mature |professional |newlywed |childless )?(?:couples?|singles?|single person|empty[- ]nesters|retirees|newlyweds|adults|mature (?:adults|persons|couples))|mature (?:adults|persons|couples|tenants) preferred`,
    ),
    suggestion:
      'Say what the home offers ("low-maintenance single-level living") rather than who should buy it.',
  },
  {
    id: 'familial-status-family-preference',
    protectedClass: 'familial status',
    severity: 'low',
    pattern: word(
      String.raw`(?:perfect|ideal|great) for (?:a |your )?(?:growing )?famil(?:y|ies)|family[- ]oriented (?:neighbou?rhood|community|area)`,
    ),
    suggestion:
      'Preferring families can read as excluding others; describe features instead ("4 bedrooms, large fenced yard, near parks"). "Family room" as a room name is fine.',
  },
  {
    id: 'disability-limitation',
    protectedClass: 'disability',
    severity: 'high',
    pattern: word(
      String.raw`no wheelchairs?|no handicapped|not (?:suitable|suited) for (?:the )?(?:handicapped|disabled|wheelchairs?)|able[- ]bodied|must be (?:able to climb stairs|ambulatory|physically fit|in good health|healthy)|physically fit (?:only|persons|tenants)|no (?:mentally ill|disabled|crutches|walkers|service animals)|healthy (?:tenants|persons|people) only`,
    ),
    suggestion:
      'Do not limit buyers or tenants by disability. Describe the property\'s features instead ("second-floor unit, no elevator"); accessibility features may be described.',
  },
  {
    id: 'exclusionary-code-words',
    protectedClass: 'race or colour',
    severity: 'low',
    pattern: word(
      String.raw`(?:exclusive|restricted|integrated|ethnic|segregated|white[- ]only) (?:neighbou?rhood|community|enclave|area|subdivision)|restricted (?:covenants?|deed)`,
    ),
    suggestion:
      'Words like "exclusive", "restricted" or "integrated" about a community were historically used to signal who was welcome (HUD advertising word list, former 24 CFR 109.20); describe concrete features such as "gated", "private park" or "cul-de-sac".',
  },
  {
    id: 'source-of-income',
    protectedClass: 'source of income',
    severity: 'medium',
    pattern: word(
      String.raw`no section[- ]8|section[- ]8 not accepted|no (?:housing )?vouchers|vouchers not accepted|no government assistance|no welfare`,
    ),
    suggestion: 'Remove the restriction; consider all lawful income, including housing vouchers.',
    source: CALIFORNIA_SOURCE_OF_INCOME,
  },
];
