import { isWord, set, termOf, type Pattern } from './patterns';

/**
 * An assistance animal held to a pet charge or rule is a limit by disability, said by the rules
 * so it never rests on the model: "service animals are not exempt from the pet fee", "emotional
 * support animals are subject to the pet deposit", "assistance animals will be charged pet rent".
 * An exemption ("not subject to the pet fee", "exempt from pet fees") is equal treatment
 * (learned/exemptions.ts) and never matches here. Looks at most eight units ahead.
 */
const BE = set('be', 'is', 'are', 'will', 'shall', 'must', 'still', 'also', 'remain');
const NOT = set('not', 'never');
const EXEMPT = set('exempt', 'exempted', 'excepted', 'waived', 'excused');
const HELD = set('subject', 'charged', 'billed', 'pay', 'owe', 'count');
const BETWEEN = set('to', 'from', 'the', 'a', 'any', 'all', 'pet', 'toward', 'towards', 'against');
const CHARGES = set('fee', 'deposit', 'rent', 'limit', 'restriction', 'policy', 'rule', 'charge');

export const animalCharged: Pattern = (units, at) => {
  if (termOf(units[at])?.tag !== 'animal') return null;
  let index = at + 1;
  while (index <= at + 3 && isWord(units[index], BE)) index += 1;
  const negated = isWord(units[index], NOT);
  if (negated) index += 1;
  // "not exempt from", or held to it without a negation: "subject to", "charged"
  if (negated ? !isWord(units[index], EXEMPT) : !isWord(units[index], HELD)) return null;
  const last = index + 4;
  for (let next = index + 1; next <= last && units[next]; next += 1) {
    const unit = units[next]!;
    if (unit.breakBefore || unit.commaBefore) return null;
    if (isWord(unit, CHARGES)) {
      return { from: at, to: next + 1, termAt: at, kind: 'exclusion', limitation: true };
    }
    if (!isWord(unit, BETWEEN)) return null;
  }
  return null;
};
