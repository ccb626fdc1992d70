import { PhraseTable } from '../phrase-table';
import type { ParseState } from '../types';
import { markSpan } from './entities';

/**
 * Wishes the listings carry no field for. Each is understood, named back in the reply ("I can't
 * filter by school ratings"), and never silently dropped. Values are what the reply says.
 */
export const UNAPPLIED = new PhraseTable<string>(
  Object.entries({
    'school ratings': [
      'good schools',
      'great schools',
      'best schools',
      'top schools',
      'top rated schools',
      'good school district',
      'good school',
      'school district',
      'schools',
      'near schools',
      'near a school',
    ],
    luxury: ['luxury', 'luxurious', 'upscale', 'high end', 'fancy', 'prestigious'],
    'the listing date': [
      'listed this week',
      'listed today',
      'listed yesterday',
      'listed this month',
      'listed last week',
      'posted this week',
      'posted today',
      'added this week',
      'this week',
      'this month',
      'past week',
      'last week',
      'last 7 days',
      'last seven days',
      'today',
      'yesterday',
    ],
    'wheelchair accessibility': [
      'wheelchair accessible',
      'wheelchair access',
      'wheelchair friendly',
      'wheelchair ramp',
      'wheelchair ramps',
      'handicap accessible',
      'ada compliant',
      'ada accessible',
      'accessible',
      'step free',
      'no stairs',
      'single story',
      'single level',
      'one story',
      'elevator',
    ],
    'hardwood floors': ['hardwood', 'hardwood floors', 'hardwood flooring', 'wood floors'],
    'in-unit laundry': [
      'washer',
      'dryer',
      'washer dryer',
      'washer and dryer',
      'laundry',
      'in unit laundry',
    ],
    'solar panels': ['solar', 'solar panels'],
    'renovation status': [
      'renovated',
      'remodeled',
      'updated kitchen',
      'newly renovated',
      'fixer upper',
    ],
    'neighbourhood safety': ['safe neighborhood', 'safe area', 'low crime', 'crime', 'safe'],
    'quiet streets': ['quiet', 'quiet street', 'quiet neighborhood', 'peaceful'],
    'walkability and transit': [
      'walkable',
      'walk score',
      'near transit',
      'public transit',
      'public transport',
      'near the subway',
      'subway',
      'near the metro',
      'bus line',
      'train station',
    ],
    'nearby shops and restaurants': ['near shops', 'near restaurants', 'shopping', 'nightlife'],
    'HOA fees': ['no hoa', 'low hoa', 'hoa fees', 'without hoa'],
    'the commute': ['commute', 'short commute', 'close to work'],
    'smart-home features': ['smart home', 'ev charger', 'ev charging'],
    'the floor plan': ['open floor plan', 'open concept', 'high ceilings'],
    'gated communities': ['gated', 'gated community'],
  }).flatMap(([label, list]) => list.map((phrase) => [phrase, label] as const)),
);

/** Reads what the filters cannot hold; run after every rule that can apply a word. */
export function readUnapplied(state: ParseState): Set<number> {
  const read = new Set<number>();
  for (const match of UNAPPLIED.findAll(state.tokens, state.used)) {
    for (let index = match.start; index < match.end; index += 1) read.add(index);
    if (!state.unapplied.includes(match.value)) state.unapplied.push(match.value);
    markSpan(state, match.start, match.end, 'unapplied', match.value);
  }
  return read;
}
