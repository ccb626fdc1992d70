/**
 * Field precision and recall of the contract parser against hand-written expectations. Each
 * expected field, each expected deadline (its day count and resolved date) and the document kind
 * is one item; a value found but wrong counts against both precision and recall.
 */
import { CONTRACT_FIELDS, type TContractParseResponse } from '@nestwise/shared';
import { US_STATES } from '../../../../lib/us-states';

export interface ContractExpectation {
  kind: TContractParseResponse['kind'];
  fields: Partial<Record<(typeof CONTRACT_FIELDS)[number], unknown>>;
  deadlines: Array<{ days: number; date: string | null }>;
}

export interface ContractScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** What went wrong, one line each ("seller: expected … got …"). */
  misses: string[];
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(/\s+/g, ' ').trim() : item,
  );

const STATE_CODES = new Map(Object.entries(US_STATES).map(([code, name]) => [name, code]));
const STATE_BEFORE_ZIP = new RegExp(
  String.raw`, (${Object.values(US_STATES).join('|')})(?= \d{5}|$)`,
  'g',
);

/**
 * "Sarasota, Florida 34241" and "Sarasota, FL 34241" are one address: the parser writes the postal
 * code, an expectation may keep the state's name as the document spells it.
 */
const sameAddress = (value: unknown) =>
  typeof value === 'string'
    ? value.replace(STATE_BEFORE_ZIP, (_all, name: string) => `, ${STATE_CODES.get(name)!}`)
    : value;

const PARTY_FIELDS: ReadonlySet<string> = new Set(['buyer', 'seller', 'landlord', 'tenant']);

/**
 * "VENKATESH R. IYER" in a form's capitals and "Venkatesh R. Iyer" are one person: the parser
 * gives a name written only in capitals its ordinary case (decision 0360), an expectation may
 * keep the capitals as the document prints them. Spelling still counts.
 */
const sameName = (value: unknown) =>
  Array.isArray(value)
    ? value.map((name) => (typeof name === 'string' ? name.toLowerCase() : name))
    : value;

export function scoreContract(
  expected: ContractExpectation,
  result: TContractParseResponse,
): ContractScore {
  const score: ContractScore = {
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    misses: [],
  };
  const compare = (name: string, want: unknown, got: unknown) => {
    if (want === undefined && got === undefined) return;
    if (want !== undefined && got !== undefined && canonical(want) === canonical(got)) {
      score.truePositives += 1;
      return;
    }
    if (got !== undefined) score.falsePositives += 1;
    if (want !== undefined) score.falseNegatives += 1;
    score.misses.push(`${name}: expected ${canonical(want)}, got ${canonical(got)}`);
  };
  compare('kind', expected.kind, result.kind);
  for (const field of CONTRACT_FIELDS) {
    const want = expected.fields[field];
    const got = result.fields[field]?.value ?? undefined;
    if (field === 'propertyAddress') compare(field, sameAddress(want), sameAddress(got));
    else if (PARTY_FIELDS.has(field)) compare(field, sameName(want), sameName(got));
    else compare(field, want, got);
  }
  const found = result.deadlines.map((d) => `${d.days}:${d.date}`);
  for (const deadline of expected.deadlines) {
    const key = `${deadline.days}:${deadline.date}`;
    const index = found.indexOf(key);
    if (index >= 0) {
      found.splice(index, 1);
      score.truePositives += 1;
    } else {
      score.falseNegatives += 1;
      score.misses.push(`deadline ${key}: not found`);
    }
  }
  for (const extra of found) {
    score.falsePositives += 1;
    score.misses.push(`deadline ${extra}: not expected`);
  }
  return score;
}

export const precision = (s: Pick<ContractScore, 'truePositives' | 'falsePositives'>) =>
  s.truePositives + s.falsePositives === 0
    ? 1
    : s.truePositives / (s.truePositives + s.falsePositives);
export const recall = (s: Pick<ContractScore, 'truePositives' | 'falseNegatives'>) =>
  s.truePositives + s.falseNegatives === 0
    ? 1
    : s.truePositives / (s.truePositives + s.falseNegatives);
