import { adultGroupsAllowed, type ExemptionOptions } from './older-persons';
import { childCount, groupRefused, noGroup, refuseGroup, withoutGroup } from './exclusion-patterns';
import {
  classOf,
  FAIR_HOUSING_SOURCE,
  suggestionFor,
  toFinding,
  withoutOverlaps,
  type FairHousingFinding,
} from './findings';
import { adultPlace, codeWords, familyOriented } from './place-patterns';
import {
  composition,
  groupOnly,
  idealFor,
  onlyGroup,
  preferVerb,
  type Pattern,
  type UnitMatch,
} from './patterns';
import { language } from './language-patterns';
import { modificationRefused } from './modification-refusals';
import { lowDiversity, mustHavePapers, preferWhoIs, traitMustBeShown } from './predicate-patterns';
import {
  codePhrase,
  fitsIn,
  looksLike,
  peopleAre,
  peopleSpeak,
  sameBackground,
  traitOfPlace,
} from './coded-patterns';
import { arrivedKind, beforeIntegration, codedPlace, urbanKind } from './coded-history';
import { animalCharged } from './animal-charges';
import { contrastedGroup } from './contrast-patterns';
import { coordinatedClasses, parentSex } from './coordinated';
import { dietRule } from './diet-rules';
import { framedTrait } from './frames';
import { learnedFindings } from './learned/learned-findings';
import type { GuardModel } from './learned/model';
import { occupancyLimits } from './occupancy';
import { questionRefusals } from './question-refusal';
import { sharedLiving } from './shared-living';
import { sourceOfIncomeSource } from './source-of-income';
import { makeUpKept, makeUpUnchanged, placeChangesColour } from './place-over-time';
import { oneColour } from './one-colour';
import { fromOriginRefused, noneFromOrigin, prohibitsGroup } from './prohibitions';
import { tokenize } from './tokenize';
import { toUnits } from './units';

const AD_PATTERNS: Pattern[] = [
  noGroup,
  groupRefused,
  withoutGroup,
  refuseGroup,
  prohibitsGroup,
  noneFromOrigin,
  fromOriginRefused,
  childCount,
  language,
  idealFor,
  preferVerb,
  groupOnly,
  onlyGroup,
  composition,
  adultPlace,
  familyOriented,
  codeWords,
  preferWhoIs,
  mustHavePapers,
  traitMustBeShown,
  modificationRefused,
  lowDiversity,
  framedTrait,
  codePhrase,
  fitsIn,
  looksLike,
  peopleAre,
  placeChangesColour,
  makeUpKept,
  makeUpUnchanged,
  oneColour,
  peopleSpeak,
  sameBackground,
  traitOfPlace,
  urbanKind,
  arrivedKind,
  codedPlace,
  beforeIntegration,
  contrastedGroup,
  animalCharged,
  dietRule,
];

export interface AdvertisementOptions extends ExemptionOptions {
  /** Two-letter state of the property; state-law classes apply only when it is given. */
  state?: string | null;
  /**
   * The learned layer (learned/model.json by default; null for the rules alone). The training
   * script passes each fold's model here to cross-validate.
   */
  model?: GuardModel | null;
}

/**
 * Words in a listing's title or description that state a preference, limitation or
 * discrimination by a protected class (42 U.S.C. § 3604(c)), each with the class, the matched
 * words and a suggested rewrite. Linear in the text: one tokenising pass, then bounded
 * look-ahead patterns at each word.
 */
export function checkAdvertisement(
  text: string,
  options: AdvertisementOptions = {},
): FairHousingFinding[] {
  const tokens = tokenize(text);
  const units = toUnits(tokens);
  const matches: UnitMatch[] = [];
  for (let at = 0; at < units.length; at += 1) {
    for (const pattern of AD_PATTERNS) {
      const match = pattern(units, at);
      if (match) matches.push(match);
    }
  }
  // occupancy limits are judged against the bedrooms the whole listing states
  matches.push(...occupancyLimits(units));
  // a question naming a class answered by turning the reader away spans two sentences
  const ends = units.map((unit) => tokens[unit.to - 1]!.end);
  matches.push(...questionRefusals(units, text, ends));
  const olderPersons = options.olderPersonsHousing ?? adultGroupsAllowed(tokens, 'advertisement');
  const incomeLaw = sourceOfIncomeSource(options.state);
  const roommate = sharedLiving(tokens);
  const findings: FairHousingFinding[] = [];
  for (const match of withoutOverlaps(matches)) {
    const first = classOf(match, units);
    // a list of groups of several classes is a finding for each ("no Hispanic or Black families")
    const classes = new Set([
      first,
      ...coordinatedClasses(units, match),
      ...parentSex(units, match),
    ]);
    for (const cls of classes) {
      if (cls === 'familial-status' && olderPersons) continue;
      if (cls === 'sex' && roommate) continue;
      if (cls === 'source-of-income' && !incomeLaw) continue;
      const source = cls === 'source-of-income' ? incomeLaw! : FAIR_HOUSING_SOURCE;
      findings.push(toFinding(match, { tokens, units, text }, cls, source));
    }
  }
  // the rules keep their precision; the model reads the clauses they found nothing in
  const learned = learnedFindings({ tokens, units, text }, findings, options.model);
  for (const finding of learned) {
    if (finding.protectedClass === 'familial-status' && olderPersons) continue;
    if (finding.protectedClass === 'sex' && roommate) continue;
    if (finding.protectedClass === 'source-of-income') {
      if (!incomeLaw) continue;
      finding.source = incomeLaw;
      finding.suggestion = suggestionFor('source-of-income', incomeLaw);
    }
    findings.push(finding);
  }
  return findings.sort((a, b) => a.start - b.start);
}
