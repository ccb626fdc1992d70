import type { FairHousingClass } from '@nestwise/shared';

/**
 * - direct: names the group outright ("kids", "Christians", "wheelchair").
 * - coded: only discriminatory in a preference ("ideal for a working couple", "mature person
 *   preferred", "must be able-bodied"); harmless elsewhere ("a couple of blocks", "healthy lawn").
 */
export type Strength = 'direct' | 'coded';
/**
 * Which following nouns a term takes ("Christian neighborhood", "mature tenant"), and whether an
 * adjective needs one: "Christian school" or "mature trees" name no people.
 */
export type NounRule = 'person-place' | 'person' | 'grown-up' | 'colour';
/**
 * - trait: a person's condition, birthplace, accent, observance or skin: judged only inside a
 *   frame ("tenants with accents need not apply"); "close to the health club" or "independent
 *   living apartments" name no requirement.
 * - ability: health or ability demanded of a person ("good physical health", "able to climb"),
 *   judged like a trait.
 * - code: a phrase only ever used to sort people ("the right kind of people").
 */
export type Tag =
  | 'family'
  | 'child'
  | 'age'
  | 'animal'
  | 'language'
  | 'topic'
  | 'document'
  | 'trait'
  | 'ability'
  | 'code';

export interface LexiconEntry {
  words: string[];
  cls: FairHousingClass;
  strength: Strength;
  adjective: boolean;
  nouns: NounRule;
  tag?: Tag;
  /** Counts only in the plural: "singles only", never "single family". */
  pluralOnly?: boolean;
}
