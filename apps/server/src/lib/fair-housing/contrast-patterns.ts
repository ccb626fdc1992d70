import { REFUSED_LINK } from './exclusion-patterns';
import { PREFER } from './frame-words';
import type { Unit } from './units';
import { classAfterPeople, isDirect, isWord, set, targetAfter, type Pattern } from './patterns';

/**
 * A preference said against a group: "prefers working professionals over anyone on assistance
 * programs", "employed tenants rather than people on welfare". The group after the contrast is
 * the one passed over, so it is refused, whatever the preferred side names. Only after a
 * preference word a few units back in the same sentence: "a view over the park" or "rather than
 * renting" name no one.
 */
const CONTRAST_REACH = 6;

/** "… but not …", "… and not …" in one run: the contrast after a joining word. */
function afterBut(units: Unit[], at: number): boolean {
  const joining = units[at - 1];
  if (!joining || !isWord(joining, set('but', 'and'))) return false;
  return units[at]!.breakBefore !== true;
}

export const contrastedGroup: Pattern = (units, at) => {
  let start = -1;
  const comma = units[at]?.commaBefore === true;
  if (isWord(units[at], set('over'))) start = at + 1;
  // "prefers working professionals, not anyone on welfare": the preference set against a group
  // after a comma or "but" (decision 0780); "not" in one run with the preference is its own frame
  else if (isWord(units[at], set('not')) && (comma || afterBut(units, at))) {
    start = at + 1;
  } else if (
    isWord(units[at], set('rather', 'instead')) &&
    isWord(units[at + 1], set('than', 'of'))
  ) {
    start = at + 2;
  }
  if (start === -1) return null;
  let preferred = false;
  for (let before = at - 1; before >= 0 && before >= at - CONTRAST_REACH; before -= 1) {
    if (units[before + 1]!.breakBefore) break;
    if (isWord(units[before], PREFER)) {
      preferred = true;
      break;
    }
  }
  if (!preferred) return null;
  const target = Math.max(
    targetAfter(units, start, (entry) => isDirect(entry), 3),
    classAfterPeople(units, start, REFUSED_LINK),
  );
  if (target === -1) return null;
  return { from: at, to: target + 1, termAt: target, kind: 'exclusion', limitation: true };
};
