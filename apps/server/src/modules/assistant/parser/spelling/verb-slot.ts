import type { Token } from '../types';

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you']);
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your']);

/**
 * Whether the word at `index` stands where a verb does: right after a subject pronoun ("she
 * studies") or after an owner's noun ("my daughter studies", "our dog sheds"). An everyday word
 * there is that verb, never a listing word it is spelt or sounds near ("studios").
 */
export function inVerbSlot(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1];
  if (!token || !before || token.breakBefore) return false;
  if (SUBJECT_PRONOUNS.has(before.text)) return true;
  const owner = tokens[index - 2];
  return (
    owner !== undefined &&
    POSSESSIVES.has(owner.text) &&
    !before.breakBefore &&
    before.kind === 'word'
  );
}
