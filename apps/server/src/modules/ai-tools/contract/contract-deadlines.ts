/** Deadlines stated relative to the effective or closing date ("within three (3) business days after the Effective Date"). */
import type { TContractParseResponse } from '@nestwise/shared';
import { addDays, onBusinessDay } from './business-days';
import {
  BLANK_ALTERNATIVE,
  BLANK_COUNT,
  DAYS_ALTERNATIVE,
  DAY_COUNT_PATTERN,
  parseDayCount,
} from './contract-values';
import { laterBlankDefault } from './contingency-days';
import { OPTION_PERIOD } from './contingency-labels';
import { headingBefore, sectionAt, spanOf } from './text-spans';

export type Deadline = TContractParseResponse['deadlines'][number];

const EFFECTIVE_ANCHOR = String.raw`effective date|date of (?:mutual |final )?(?:acceptance|ratification|execution|signing)|ratification|mutual acceptance|(?:contract |final )?acceptance|(?:we|the parties|both parties|all parties|(?:all|both|each) of us|everyone|buyers? and sellers?|sellers? and buyers?) (?:have |has )?(?:all |both )?sign(?:ed)?(?: (?:this|the) (?:agreement|contract))?|(?:this|the) (?:agreement|contract) (?:is|was|has been|have been) (?:fully |first )?signed(?: by (?:all|both|each) (?:of us|(?:of )?the parties|parties))?|you (?:have )?(?:accept(?:ed)?|sign(?:ed)?)(?: (?:this|our) (?:offer|letter))?|(?:date (?:on which |that |when )?)?(?:you|we|(?:the )?(?:sellers?|buyers?|purchasers?|owners?)) (?:have )?countersign(?:s|ed)?(?: (?:this|our|the) (?:offer|letter|agreement|contract))?|(?:your |our |the |sellers?'s? |buyers?'s? )?counter-?signature(?: of (?:this|our|the) (?:offer|letter|agreement|contract))?|(?:mutual )?execution(?: of this (?:agreement|contract|addendum|amendment))?|binding agreement date|(?:agreement|contract) date|the date hereof|(?:a )?fully executed (?:copy of )?(?:this )?(?:contract|agreement)|(?:the )?date of this (?:agreement|contract|addendum|amendment)|(?:this )?(?:addendum|amendment)(?:'s)? (?:effective )?date|(?:date (?:on which |that )?)?(?:this |the )?(?:agreement|contract|addendum|amendment|lease) (?:takes|took|becomes|became) effect(?:ive)?`;
const CLOSING_ANCHOR = String.raw`closing(?: date)?|close of escrow|settlement`;

/**
 * A short name the document gives its effective date ("\"MEC\" means the date of Mutual
 * Execution", "Binding Agreement Date (BAD)"), so "3 days after MEC" counts from it.
 */
const DEFINED_ABBREVIATION =
  /["“]([A-Z]{2,5})["”] (?:means|shall mean) the date (?:of|on which|when)|\b(?:mutual execution|mutual acceptance|binding agreement date|effective date|acceptance date)\b[^()\n]{0,40}\(["“]?([A-Z]{2,5})["”]?\)/gi;

function effectiveAbbreviation(text: string): string | null {
  let tries = 0;
  for (const match of text.matchAll(DEFINED_ABBREVIATION)) {
    if ((tries += 1) > 20) break;
    const name = match[1] ?? match[2]!;
    // Written in capitals, as an abbreviation is ("(the)" is not one).
    if (/^[A-Z]+$/.test(name)) return name;
  }
  return null;
}

/** The first `limit` matches, so a text full of them stays fast. */
function take(matches: IterableIterator<RegExpExecArray>, limit: number): RegExpExecArray[] {
  const taken: RegExpExecArray[] = [];
  for (const match of matches) {
    taken.push(match);
    if (taken.length >= limit) break;
  }
  return taken;
}

/**
 * "fourteen (14) days commencing on the day after the Effective Date": counted as "14 days after
 * the Effective Date", since its first day is the next one.
 */
// (a comma may set it apart: "ten (10) days, beginning on the day after Acceptance")
const COUNTED_FROM = String.raw`(?:,? (?:commencing|beginning|starting|running)(?: on| with)? the day)? `;

function relativeDeadlinePattern(abbreviation: string | null): RegExp {
  const effective = abbreviation ? `${EFFECTIVE_ANCHOR}|${abbreviation}` : EFFECTIVE_ANCHOR;
  return new RegExp(
    String.raw`(?<!\bthen\s)(?<count>${DAY_COUNT_PATTERN}|${BLANK_COUNT})\)? ?${BLANK_ALTERNATIVE}(?:\((?<kind1>business|calendar|banking)\) )?(?:(?<kind2>business|calendar|banking|working) )?days?${DAYS_ALTERNATIVE}${EXCLUDING_WEEKENDS}(?:${COUNTED_FROM}(?<direction>after|of|from|following|prior to|before) | ?\| ?)(?:the )?(?:buyer's |seller's |final )?(?<anchor>${effective}|${CLOSING_ANCHOR})\b(?: of the (?:purchase )?(?<contract>contract|agreement))?`,
    'gi',
  );
}
/**
 * "three (3) days, excluding Saturdays, Sundays and legal holidays, after …": days that skip the
 * weekend are business days, however the form words it.
 */
const EXCLUDING_WEEKENDS = String.raw`(?:,? (?<excluding>exclud(?:ing|e)|not counting|other than|except) (?:Saturdays?|weekends?|Sundays?)[^.;\n]{0,60}?,?)?`;
const CLOSING_ONLY = new RegExp(String.raw`^(?:${CLOSING_ANCHOR})$`, 'i');
/** "through the fourteenth (14th) day after the Effective Date": a day named by its number. */
function ordinalDeadlinePattern(abbreviation: string | null): RegExp {
  const effective = abbreviation ? `${EFFECTIVE_ANCHOR}|${abbreviation}` : EFFECTIVE_ANCHOR;
  return new RegExp(
    String.raw`\bthe (?:[a-z]{3,15}(?:-[a-z]{3,15})? )?\(?(?<count>\d{1,3})(?:st|nd|rd|th)\)? (?:(?<kind2>business|calendar|banking) )?day (?<direction>after|following|prior to|before) (?:the )?(?<anchor>${effective}|${CLOSING_ANCHOR})\b`,
    'gi',
  );
}

/**
 * "If any deadline falls on a Saturday, Sunday or legal holiday, it is extended to the next
 * business day": the sentence that moves such deadlines. A form's choice decides it ("[ ] will
 * [X] will not be extended"); so does a plain "not".
 */
const ROLL_FORWARD =
  /\b(?:falls?|ends?|expires?|occurs?|is) on (?:a )?(?:Saturday|Sunday|weekend|(?:legal |federal |bank |public )?holiday)[^.]{0,240}?\bnext (?:business|banking|working|(?:calendar )?day that is not)/i;
/** "If the last day to deliver the earnest money … falls on …": the rule is only about that. */
const SCOPED = /(?:^|\W)if the (?:last day|deadline|time|date) (?:to|for) ([^.]{1,200})$/i;

/**
 * Which deadlines a weekend or holiday moves to the next business day: none, all, or only those
 * on the topics its sentence names ("the time to deliver the earnest money … is extended").
 */
export function rollForwardScope(text: string): 'none' | 'all' | Set<string> {
  const match = ROLL_FORWARD.exec(text.slice(0, 200_000));
  if (!match) return 'none';
  const sentence = match[0];
  const chosen = /\[ ?[xX✓] ?\] ?(?:will|shall|is|does) not\b/.test(sentence)
    ? false
    : /\[ ?[xX✓] ?\] ?(?:will|shall|is|does)\b/.test(sentence)
      ? true
      : !/\bnot\b/.test(sentence.replace(/day that is not$/, ''));
  if (!chosen) return 'none';
  const start = Math.max(
    text.lastIndexOf('. ', match.index) + 1,
    text.lastIndexOf('\n', match.index) + 1,
    match.index - 200,
  );
  const subject = SCOPED.exec(text.slice(start, match.index));
  if (!subject) return 'all';
  const topics = new Set(
    TOPICS.filter(([pattern]) => pattern.test(subject[1]!)).map(([, topic]) => topic),
  );
  return topics.size > 0 ? topics : 'all';
}

/** Whether every deadline moves off a weekend or holiday (see rollForwardScope). */
export const extendsToBusinessDay = (text: string) => rollForwardScope(text) === 'all';

/** More deadlines than any contract has means the text is not one; the rest are not read. */
const MAX_DEADLINES = 60;

/** What a deadline is about, from the words of its sentence; the clause heading is the fallback. */
const TOPICS: Array<[RegExp, string]> = [
  [/earnest|good[- ]faith deposit|initial deposit|escrow deposit/i, 'Earnest money'],
  [/apprais/i, 'Appraisal contingency'],
  [/loan|financing|mortgage/i, 'Financing contingency'],
  [
    new RegExp(
      String.raw`inspect|due diligence|investigation|${OPTION_PERIOD}|unrestricted right to terminate`,
      'i',
    ),
    'Inspection contingency',
  ],
  [/title|survey/i, 'Title review'],
  [/disclosure/i, 'Disclosures'],
  [/\bHOA\b|association|resale certificate/i, 'HOA documents'],
  [/close of escrow|closing|settlement/i, 'Closing'],
  [/possession|move[- ]in/i, 'Possession'],
  [/\bdeposit\b/i, 'Earnest money'],
];

function sentenceAround(text: string, position: number): string {
  const start =
    Math.max(
      text.lastIndexOf('. ', position - 1) + 1,
      text.lastIndexOf('\n', position - 1),
      position - 300,
    ) + 1;
  return text.slice(start, position);
}

/**
 * A bracketed aside ("a loan approval (subject only to appraisal …)") does not name the topic; a
 * defined term in brackets ("(the inspection period)", "(Option Period)") does.
 */
const ASIDE = /\((?!the\b|["“]|[A-Z])[^()]{0,200}\)/g;
/** A firm's name ("Upstate Closing Group, P.A.", "Lone Star Title Company"): no topic of its own. */
const FIRM_NAME =
  /\b(?:[A-Z][A-Za-z&'’-]{1,25} ){0,4}(?:Closing|Title|Escrow|Settlement|Abstract)(?: [A-Z][A-Za-z&'’-]{1,25}){0,3} (?:Group|Company|Co\.|LLC|Inc\.?|Services|Attorneys|Agency|Partners)\b/g;

export const topicOf = (words: string) => {
  const plain = words.replace(ASIDE, ' ').replace(FIRM_NAME, ' ');
  return TOPICS.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
};

/** The rest of the sentence after a deadline ("… 17 days after Acceptance to complete all Buyer Investigations"). */
function sentenceAfter(text: string, position: number): string {
  const rest = text.slice(position, position + 300);
  // up to the sentence's end, or to a consequence joined to it ("… and this contract will
  // terminate and the earnest money will be refunded", "…, whereupon the Deposit shall be
  // returned" is not what the deadline is for)
  const end =
    /\.(?:\s|$)|\n|,? (?:and|or|but|unless|if|otherwise|whereupon|in which case|after which) (?:this|the|buyer|seller|either|any)\b/i.exec(
      rest,
    );
  return end ? rest.slice(0, end.index) : rest;
}

/**
 * What a deadline is about: the topic of its sentence before it, else of the rest of its sentence,
 * else of its clause's heading ("LOAN CONTINGENCY" is the financing contingency), else of the
 * lines just before it, else the heading.
 */
function deadlineName(text: string, position: number, end: number): string {
  const sentence = sentenceAround(text, position);
  const heading = headingBefore(text, position);
  // The lines just before, within its paragraph: a form's row continues on the next line.
  const paragraphStart = Math.max(text.lastIndexOf('\n\n', position - 1) + 2, position - 240);
  const topic =
    topicOf(sentence) ??
    topicOf(sentenceAfter(text, end)) ??
    (heading ? topicOf(heading) : null) ??
    topicOf(text.slice(paragraphStart, position)) ??
    topicOf(sectionHeading(text, position));
  if (topic) return topic;
  if (heading) return heading;
  return sentence.trim().split(' ').slice(0, 8).join(' ') || 'Deadline';
}

/** The first line of the numbered section a position is in ("2. APPROVAL OF FINANCING:"). */
function sectionHeading(text: string, position: number): string {
  const { start } = sectionAt(text, position);
  const line = text.slice(start, start + 160).trimStart();
  const end = line.indexOf('\n');
  return end < 0 ? line : line.slice(0, end);
}

/** Every "N (business) days after the Effective Date / before Closing" in the text. */
export function relativeDeadlines(
  text: string,
  effectiveDate: string | null,
  closingDate: string | null,
  addendum = false,
): Deadline[] {
  const deadlines: Deadline[] = [];
  const abbreviation = effectiveAbbreviation(text);
  const scope = rollForwardScope(text);
  const matches = [
    ...take(text.matchAll(relativeDeadlinePattern(abbreviation)), MAX_DEADLINES),
    ...take(text.matchAll(ordinalDeadlinePattern(abbreviation)), MAX_DEADLINES),
  ].sort((a, b) => a.index - b.index);
  for (const match of matches) {
    if (deadlines.length >= MAX_DEADLINES) break;
    const groups = match.groups!;
    // A form's blank filled in ("17 (or 10) days", "2 days (or 3 days)") replaces the printed number.
    const days =
      parseDayCount(
        groups.filled ??
          groups.filledAfter ??
          (/^_/.test(groups.count!)
            ? (groups.blankDefault ?? groups.byDefault ?? '')
            : groups.count!),
      ) ??
      // "within ____ days after the Effective Date (if left blank, ten (10) days)"
      (/^_/.test(groups.count!)
        ? laterBlankDefault(text.slice(match.index + match[0].length))
        : null);
    if (days === null) continue;
    // "within 30 days of settlement": "of" gives no direction, and either side of a closing is
    // possible (nothing comes before the effective date, so there it means after).
    if (/^of$/i.test(groups.direction ?? '') && CLOSING_ONLY.test(groups.anchor!)) continue;
    const businessDays =
      groups.excluding !== undefined ||
      /business|banking|working/i.test(`${groups.kind1 ?? ''} ${groups.kind2 ?? ''}`);
    // a table's "Counted from" cell after the count's cell ("| 7 days | Acceptance Date |")
    // counts forward, as "after" does
    const before = /prior|before/i.test(groups.direction ?? '');
    const from = CLOSING_ONLY.test(groups.anchor!) ? 'closingDate' : 'effectiveDate';
    // In an addendum, "the Effective Date of the contract" is the original contract's date, which
    // the addendum does not state; its own date is not that one.
    const contractsDate = addendum && groups.contract !== undefined && from === 'effectiveDate';
    const anchorDate = contractsDate ? null : from === 'closingDate' ? closingDate : effectiveDate;
    const signed = before ? -days : days;
    const counted = anchorDate ? addDays(anchorDate, signed, businessDays) : null;
    const name = deadlineName(text, match.index, match.index + match[0].length);
    const rollForward = scope === 'all' || (scope !== 'none' && scope.has(name));
    deadlines.push({
      name,
      days: signed,
      businessDays,
      from,
      anchorDate,
      date: counted && rollForward && !before ? onBusinessDay(counted) : counted,
      source: spanOf(text, match.index, match.index + match[0].length),
    });
  }
  return deadlines;
}

/** The first deadline counted from the effective date that lies inside `[start, end)`. */
export function deadlineIn(deadlines: Deadline[], start: number, end: number): Deadline | null {
  return (
    deadlines.find(
      (d) => d.from === 'effectiveDate' && d.source.start >= start && d.source.start < end,
    ) ?? null
  );
}
