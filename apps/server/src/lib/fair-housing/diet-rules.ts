import { isWord, set, type Pattern, type UnitMatch } from './patterns';
import type { Unit } from './units';

/**
 * A faith's dietary law made a term of living in the home (decision 0755): a food a faith forbids,
 * itself forbidden on the premises ("no pork may be cooked here", "bacon and ham are not allowed",
 * "tenants may not prepare non-kosher meat"), or the faith's standard demanded of every meal
 * ("all food must be halal", "kosher food only"). Religion, since the rule imposes the owner's
 * observance on whoever lives there. The food or the standard named alone is a description ("a
 * kosher kitchen with two sinks", "the pork roast place down the street"); a ban on something no
 * faith forbids ("no cooking on the balcony grill") names no food here.
 */

/** Foods a faith forbids. "Beef", "meat" and "alcohol" are left out: bans on them are as often about smells or sobriety. */
const FORBIDDEN_FOODS = set('pork', 'ham', 'bacon', 'lard', 'treif', 'treyf', 'trayf');
/** "No ham radio antennas": the food's word naming something else. */
const NOT_FOOD_AFTER = set('radio', 'operator', 'antenna', 'it');
/** The faith's standard: demanded ("must be kosher") it is observance; "non-kosher" banned is too. */
const STANDARDS = set('kosher', 'halal');
const NON = set('non', 'not');

/** Words that may stand between the food and its ban: "pork products of any kind are …". */
const FOOD_FILLERS = set(
  'product',
  'dish',
  'meat',
  'food',
  'item',
  'of',
  'any',
  'kind',
  'sort',
  'or',
  'and',
  'shellfish',
  'ham',
  'bacon',
  'pork',
  'lard',
  'is',
  'are',
  'be',
  'will',
  'strictly',
  'absolutely',
  'also',
);
const BANNED_AFTER = set('prohibited', 'forbidden', 'banned', 'disallowed', 'barred');
const NOT_ALLOWED = set('allowed', 'permitted', 'tolerated', 'accepted');
const MODALS = set('may', 'can', 'must', 'shall', 'should', 'will', 'do', 'does');
/** What is done with the food in the home. */
const HANDLED = set(
  'cook',
  'cooked',
  'cooking',
  'prepare',
  'prepared',
  'preparing',
  'eat',
  'eaten',
  'eating',
  'bring',
  'brought',
  'bringing',
  'serve',
  'served',
  'serving',
  'store',
  'stored',
  'keep',
  'kept',
  'consume',
  'consumed',
  'fry',
  'fried',
  'grill',
  'grilled',
  'have',
);

/** The food at `at`, and the unit after it: "pork", "non-kosher meat", "non halal". */
function foodAt(units: Unit[], at: number): number {
  const unit = units[at];
  if (!unit) return -1;
  if (FORBIDDEN_FOODS.has(unit.lemma)) return isWord(units[at + 1], NOT_FOOD_AFTER) ? -1 : at + 1;
  if (isWord(unit, NON) && isWord(units[at + 1], STANDARDS) && !units[at + 1]!.breakBefore) {
    return at + 2;
  }
  return -1;
}

/** "… may not be cooked", "… are not allowed", "… is prohibited": the end of a ban after the food, or -1. */
function banAfter(units: Unit[], from: number): number {
  let index = from;
  while (index <= from + 5 && isWord(units[index], FOOD_FILLERS) && !units[index]!.breakBefore) {
    index += 1;
  }
  const unit = units[index];
  if (!unit || unit.breakBefore) return -1;
  if (BANNED_AFTER.has(unit.lemma)) return index + 1;
  // "… may not be cooked", "… cannot be brought in", "… is not to be prepared", "… not allowed"
  let next = index;
  if (isWord(units[next], MODALS)) next += 1;
  if (!isWord(units[next], set('not', 'never'))) return -1;
  next += 1;
  if (isWord(units[next], set('to'))) next += 1;
  if (isWord(units[next], set('be'))) next += 1;
  const done = units[next];
  if (!done || done.breakBefore) return -1;
  return NOT_ALLOWED.has(done.lemma) || HANDLED.has(done.lemma) || BANNED_AFTER.has(done.lemma)
    ? next + 1
    : -1;
}

/** "no pork", "may not cook pork", "never bring bacon": the start of a ban before the food, or -1. */
function banBefore(units: Unit[], at: number): number {
  for (let index = at - 1; index >= 0 && index >= at - 6; index -= 1) {
    if (units[index + 1]!.breakBefore) return -1;
    const unit = units[index]!;
    if (unit.lemma === 'no' && !unit.term) return index;
    if (HANDLED.has(unit.lemma)) {
      // "not cook", "may not prepare", "never serve", "can not bring", "cannot cook"
      const before = units[index - 1];
      if (isWord(before, set('cannot')) && !unit.breakBefore) return index - 1;
      if (isWord(before, set('not', 'never')) && !unit.breakBefore) {
        return isWord(units[index - 2], MODALS) ? index - 2 : index - 1;
      }
      return -1;
    }
    // "no shellfish or pork": a list of foods before it
    if (!isWord(unit, FOOD_LIST_WORDS)) return -1;
  }
  return -1;
}

/** Words a list of foods may hold before the banned one. */
const FOOD_LIST_WORDS = set('any', 'or', 'and', 'the', 'shellfish');

/** A faith's dietary rule made a term of the home: a limitation by religion over these units. */
const match = (from: number, to: number): UnitMatch => ({
  from,
  to,
  cls: 'religion',
  kind: 'exclusion',
  limitation: true,
});

/** A forbidden food banned in the home, before or after it. */
const foodBanned: Pattern = (units, at) => {
  const end = foodAt(units, at);
  if (end === -1) return null;
  const after = banAfter(units, end);
  if (after !== -1) return match(at, after);
  const before = banBefore(units, at);
  return before === -1 ? null : match(before, end);
};

const REQUIRED_AFTER = set('only', 'required', 'mandatory', 'compulsory');
const KEPT = set('be', 'remain', 'stay', 'kept');

/** "must be kosher", "all food must remain halal", "kosher only", "only halal food". */
const standardDemanded: Pattern = (units, at) => {
  const unit = units[at];
  if (!unit || !STANDARDS.has(unit.lemma) || isWord(units[at - 1], NON)) return null;
  // "kosher only", "kosher food only", "halal meals are required"
  let index = at + 1;
  while (
    index <= at + 3 &&
    isWord(units[index], set('food', 'meal', 'meat', 'cooking', 'is', 'are'))
  ) {
    index += 1;
  }
  if (isWord(units[index], REQUIRED_AFTER) && !units[index]!.breakBefore) {
    return match(at, index + 1);
  }
  // "only kosher food", "must be kosher", "must be kept halal"
  if (
    isWord(units[at - 1], set('only', 'strictly')) &&
    isWord(units[at + 1], set('food', 'meal', 'meat', 'cooking'))
  ) {
    return units[at - 1]!.lemma === 'only' ? match(at - 1, at + 2) : null;
  }
  let before = at - 1;
  while (before >= at - 3 && isWord(units[before], KEPT)) before -= 1;
  return before < at - 1 &&
    isWord(units[before], set('must', 'shall', 'should')) &&
    !units[before + 1]!.breakBefore
    ? match(before, at + 1)
    : null;
};

export const dietRule: Pattern = (units, at) =>
  foodBanned(units, at) ?? standardDemanded(units, at);
