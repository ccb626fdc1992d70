/**
 * A contingency's term as the result gives it (whether it applies, its days and their deadline),
 * and the deadlines it is chosen from: those stated in sentences and a form's table rows.
 */
import { addDays, onBusinessDay } from './business-days';
import { movedDate } from './changed-terms';
import { deadlineIn, relativeDeadlines, type Deadline } from './contract-deadlines';
import type { Contingency } from './contingency-clause';
import type { Extracted } from './contract-fields';
import { DATE_PATTERN, parseDate } from './contract-values';
import { tableDeadlines } from './deadline-table';
import { namedDeadlineDate } from './named-deadline';
import { sectionAt } from './text-spans';

const counted = (from: string, days: number, business: boolean, rollForward: boolean) => {
  const date = addDays(from, days, business);
  return rollForward ? onBusinessDay(date) : date;
};

/**
 * The document's deadline about a topic ("Earnest money", "Inspection contingency"), wherever it
 * is stated: a form's table of dates, or another clause than the one the term is named in.
 */
export function deadlineAbout(text: string, deadlines: Deadline[], topic: string) {
  const about = deadlines.filter(
    (d) => d.from === 'effectiveDate' && d.name.toLowerCase() === topic,
  );
  // of several ("Loan Application Deadline", "Loan Objection Deadline"), the one that ends the
  // condition
  // (the words before the count on its line count too: a table row's event, "Loan approval")
  const said = (d: Deadline) => saidOf(text, d);
  // a deposit is due when it is paid, not when a cancelling buyer gets it back ("… may cancel and
  // receive a refund of the Earnest Money within 17 days")
  if (topic === 'earnest money')
    return about.find((d) => !ENDS_CONDITION.test(said(d))) ?? about[0] ?? null;
  return (
    about.find((d) => ENDS_CONDITION.test(said(d))) ??
    // "Loan Application Deadline" beside "Loan Availability Deadline": applying is a step
    (about.some((d) => STEP.test(said(d))) ? about.find((d) => !STEP.test(said(d))) : null) ??
    about[0] ??
    null
  );
}

/** The topics of the terms a deadline may belong to; a deadline named for one is not another's. */
const TERM_TOPICS = [
  'earnest money',
  'financing contingency',
  'inspection contingency',
  'appraisal contingency',
];

/** Every deadline: those stated in sentences, then a form's table rows, in the text's order. */
export function allDeadlines(
  text: string,
  effectiveDate: string | null,
  closingDate: string | null,
  addendum: boolean,
) {
  const stated = relativeDeadlines(text, effectiveDate, closingDate, addendum);
  return [...stated, ...tableDeadlines(text, effectiveDate, stated)].sort(
    (a, b) => a.source.start - b.source.start,
  );
}

/** Words of the sentence that ends a condition: its removal, approval, the right to terminate. */
const ENDS_CONDITION =
  /\b(?:commitment|approv\w*|remov\w*|terminat\w*|cancel\w*|waive\w*|objection|expires?|satisf\w*|contingency period)\b/i;
const MAX_CLAUSE_DEADLINES = 12;
/** Words of a step on the way to a condition's end: applying for the loan, submitting a form. */
const STEP = /\b(?:appl(?:y|ies|ied|ication)|submit\w*)\b/i;

/** A deadline's words from its line's or sentence's start: a table row's event, "Loan approval". */
const saidOf = (text: string, d: Deadline) =>
  text.slice(
    Math.max(text.lastIndexOf('\n', d.source.start) + 1, lastFullStop(text, d.source.start) + 2),
    d.source.end,
  );

/**
 * Where the sentence before `index` ended (the index of its full stop, -1 if none): a form's dot
 * leaders ("Loan approval ......... within 30 days") end no sentence.
 */
function lastFullStop(text: string, index: number): number {
  let stop = text.lastIndexOf('. ', index);
  for (let tries = 0; stop > 0 && text[stop - 1] === '.' && tries < 20; tries += 1) {
    let runStart = stop - 1;
    while (runStart > 0 && text[runStart - 1] === '.') runStart -= 1;
    stop = runStart > 0 ? text.lastIndexOf('. ', runStart - 1) : -1;
  }
  return stop;
}

/**
 * Of a contingency clause's deadlines, the one its condition ends on ("a written loan approval
 * … within 45 days", "remove the loan contingency … within 21 days"), not a step on the way
 * ("apply for a loan within 7 days"); null when no deadline's sentence says so.
 */
function endingDeadlineIn(text: string, deadlines: Deadline[], start: number, end: number) {
  const inClause = deadlines
    .filter((d) => d.from === 'effectiveDate' && d.source.start >= start && d.source.start < end)
    .slice(0, MAX_CLAUSE_DEADLINES);
  if (inClause.length < 2) return null;
  // First by the words that lead to each deadline, from the one before it ("apply for a loan
  // within 5 days and deliver a loan commitment within 21 days": the 21 ends the condition)
  const byLeadingWords = inClause.find((d, index) => {
    const previous = index > 0 ? inClause[index - 1]!.source.end : 0;
    const from = Math.max(
      lastFullStop(text, d.source.start) + 1,
      text.lastIndexOf('\n', d.source.start) + 1,
      previous,
      d.source.start - 300,
    );
    return ENDS_CONDITION.test(text.slice(from, d.source.end));
  });
  return (
    byLeadingWords ??
    inClause.find((d) => {
      const from = Math.max(
        lastFullStop(text, d.source.start) + 1,
        text.lastIndexOf('\n', d.source.start) + 1,
        d.source.start - 300,
      );
      const rest = text.slice(d.source.end, d.source.end + 300);
      const stop = /\.(?:\s|$)|\n/.exec(rest);
      return ENDS_CONDITION.test(text.slice(from, d.source.end) + rest.slice(0, stop?.index));
    }) ??
    null
  );
}

/**
 * "on or before April 11, 2025", "no later than 5/2/2026", "by the ninth day of May, 2027": a date a
 * condition must be met by.
 */
const BY_DATE = new RegExp(
  String.raw`\b(?:on or before|no later than|not later than|by) (?:the )?(${DATE_PATTERN})`,
  'gi',
);
const MAX_BY_DATES = 6;

/**
 * A condition that ends on a calendar date, not a count of days ("a written commitment … on or
 * before April 11, 2025 (the "Commitment Date")"): the first such date in its clause whose
 * sentence says what ends the condition.
 */
function dateEndingCondition(text: string, start: number, end: number): string | null {
  const clause = text.slice(start, Math.min(end, start + 1500));
  let seen = 0;
  for (const match of clause.matchAll(BY_DATE)) {
    if ((seen += 1) > MAX_BY_DATES) break;
    const sentenceStart = Math.max(
      clause.lastIndexOf('. ', match.index) + 1,
      clause.lastIndexOf('\n', match.index) + 1,
      match.index - 300,
    );
    // the words may follow the date ("… upon issuance on or before July 7 of a written commitment")
    const rest = clause.slice(match.index + match[0].length, match.index + match[0].length + 200);
    const sentenceEnd = /\.(?:\s|$)|\n/.exec(rest)?.index ?? rest.length;
    if (!ENDS_CONDITION.test(clause.slice(sentenceStart, match.index) + rest.slice(0, sentenceEnd)))
      continue;
    return parseDate(match[1]!);
  }
  return null;
}

/** A term a definition names before its deadline: `"Commitment Date" means the 45th day after …`. */
const DEFINED_TERM =
  /["“]([A-Z][A-Za-z]{2,20}(?: [A-Z][A-Za-z]{2,20}){0,3})["”] (?:means|shall mean|is)\b/g;
/** Terms that name the closing or possession, not the end of a condition. */
const NOT_A_CONDITION_TERM = /\b(?:closing|settlement|possession|effective|acceptance)\b/i;
const MAX_DEFINED_DEADLINES = 20;

/**
 * The deadline of a term the document defines by one ("… Period" means the period ending on the
 * 15th day after the Effective Date), where the condition's text is that definition or ends on the
 * term: "on or before the Commitment Date", "before the end of the Due Diligence Period".
 */
function definedTermDeadline(
  text: string,
  deadlines: Deadline[],
  /** The deadlines not named for another term, which a reference may end on. */
  mine: Deadline[],
  source: { start: number; end: number },
  end: number,
): Deadline | null {
  const defined: Array<{ d: Deadline; term: string }> = [];
  for (const d of deadlines) {
    if (d.from !== 'effectiveDate') continue;
    if (defined.length >= MAX_DEFINED_DEADLINES) break;
    // the definition's line before the deadline ("… ending at 11:59 p.m. on the 15th day …")
    const line = text.slice(
      Math.max(text.lastIndexOf('\n', d.source.start) + 1, d.source.start - 300),
      d.source.start,
    );
    const term = [...line.matchAll(DEFINED_TERM)].pop()?.[1];
    if (term && !NOT_A_CONDITION_TERM.test(term)) defined.push({ d, term });
  }
  // the condition's own text defines it first (whatever topic its deadline was given); then a
  // term it ends on
  const own = defined.find(({ d }) => d.source.start >= source.start && d.source.end <= source.end);
  if (own) return own.d;
  const searched = text.slice(source.start, end);
  const endsOn = ({ term }: { term: string }) =>
    new RegExp(
      String.raw`\b(?:on or before|no later than|not later than|by|before|prior to|until|through|(?:before|at) the end of) the ${term}\b`,
    ).test(searched);
  return defined.find((found) => mine.includes(found.d) && endsOn(found))?.d ?? null;
}

export function contingencyField(
  text: string,
  found: (Extracted<Contingency> & { labelAt: number }) | null,
  effectiveDate: string | null,
  deadlines: Deadline[],
  topic: string,
  rollForward: boolean,
) {
  if (!found) return null;
  const section = sectionAt(text, found.labelAt);
  const others = TERM_TOPICS.filter((other) => other !== topic);
  // a condition its own clause ends on a calendar date ("a written loan commitment by the
  // fifteenth day of May, …") takes no count from another clause
  // an amendment moves it to a new date ("The date by which Buyer must deliver a written loan
  // commitment … is extended from May 8 to May 29"); "extended by 15 days, to April 28" counts the
  // days from the old deadline, not the effective date
  const moved = found.value.included
    ? movedDate(text.slice(Math.min(found.source.start, found.labelAt), found.source.end))
    : null;
  const movedTo = moved?.date ?? null;
  const extendedBy = moved?.extendedBy ?? false;
  const datedInClause =
    found.value.included && (found.value.days === null || extendedBy)
      ? (dateEndingCondition(text, found.labelAt, found.source.end) ??
        movedTo ??
        namedDeadlineDate(text, found.labelAt, Math.max(section.end, found.source.end)))
      : null;
  const mine = deadlines.filter((d) => !others.includes(d.name.toLowerCase()));
  // Its own deadline follows its label (earlier deadlines on the same line belong to others).
  let own =
    definedTermDeadline(
      text,
      deadlines,
      mine,
      found.source,
      section.start <= found.labelAt ? Math.max(section.end, found.source.end) : found.source.end,
    ) ??
    endingDeadlineIn(text, mine, found.labelAt, found.source.end) ??
    // the condition may end in a later sentence of its numbered section ("… apply within 5 days.
    // If Buyer has not obtained such commitment within 30 days, Buyer may terminate")
    (section.start <= found.labelAt && section.end > found.source.end
      ? endingDeadlineIn(text, mine, found.labelAt, section.end)
      : null) ??
    deadlineIn(mine, found.labelAt, found.source.end) ??
    deadlineIn(mine, found.source.start, found.source.end) ??
    (found.value.included && found.value.days === null && !datedInClause
      ? // the sub-items of its numbered section ("(C) Mortgage commitment date: 45 days …")
        (endingDeadlineIn(
          text,
          deadlines.filter((d) => d.name.toLowerCase() === topic),
          section.start,
          section.end,
        ) ?? deadlineAbout(text, deadlines, topic))
      : null);
  // a term read from a step's own row or sentence ("New Loan Application Deadline | MEC + 7")
  // ends on a later deadline of its topic that is no step, where there is one ("… Availability
  // Deadline | MEC + 28")
  const named = text.slice(found.source.start, found.source.end);
  if (own && STEP.test(named) && !ENDS_CONDITION.test(named)) {
    const step = own;
    own =
      deadlines.find(
        (d) =>
          d.from === 'effectiveDate' &&
          // the condition ends after its step
          (d.days ?? 0) > (step.days ?? 0) &&
          d.name.toLowerCase() === topic &&
          !STEP.test(saidOf(text, d)),
      ) ?? own;
  }
  if (extendedBy) own = null;
  const days = extendedBy ? null : (own?.days ?? found.value.days);
  const businessDays = own?.businessDays ?? found.value.businessDays;
  const deadline = own
    ? own.date
    : found.value.included && days !== null && effectiveDate
      ? counted(effectiveDate, days, businessDays, rollForward)
      : found.value.included && days === null
        ? datedInClause
        : null;
  const value = {
    ...found.value,
    days: found.value.included ? days : null,
    businessDays,
    deadline: found.value.included ? deadline : null,
  };
  const display = !value.included
    ? 'Waived / not included'
    : value.days === null
      ? 'Included'
      : `${value.days} ${value.businessDays ? 'business ' : ''}days${value.deadline ? ` (until ${value.deadline})` : ''}`;
  return { value, display, source: found.source };
}
