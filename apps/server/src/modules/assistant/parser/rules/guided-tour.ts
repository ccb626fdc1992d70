import type { Token } from '../types';

/** Verbs of leading someone round a place: "walk me through", "take us around", "show me round". */
const GUIDING = new Set(['walk', 'take', 'show', 'lead', 'guide']);
const GUIDED = new Set(['me', 'us']);
const ROUND = new Set(['through', 'thru', 'around', 'round', 'inside']);
/** The home on screen, or the way of touring it ("virtually"; the corrector may write "virtual"). */
const TOURED = new Set(['it', 'this', 'that', 'the', 'virtually', 'virtual', 'online']);

/**
 * "walk me through it virtually", "take us around this place", "show me round the house": a
 * verb of guiding, the person guided, then through or round the home on screen (or "virtually")
 * asks for a tour. Other objects are other matters: "walk me through the buying process" names
 * no home, so it must say a home or "virtually" to be a tour.
 */
export function asksToBeGuided(tokens: Token[]): boolean {
  for (let at = 0; at + 3 < tokens.length; at += 1) {
    if (!GUIDING.has(tokens[at]!.text) || !GUIDED.has(tokens[at + 1]!.text)) continue;
    if (!ROUND.has(tokens[at + 2]!.text)) continue;
    const object = tokens[at + 3]!.text;
    if (!TOURED.has(object)) continue;
    // "the" must name the home: "the house", "the place", not "the process"
    if (object === 'the' && !HOME_NOUNS.has(tokens[at + 4]?.text ?? '')) continue;
    return true;
  }
  return false;
}

const HOME_NOUNS = new Set(
  `house home place property listing unit apartment condo townhouse townhome flat loft rooms
  kitchen interior`.split(/\s+/),
);
