import {
  ADDENDUM_CONTRACT_FIELDS,
  CONTRACT_FIELDS,
  CONTRACT_FIELDS_BY_KIND,
  NOT_A_CONTRACT_NOTICE,
  type TContractParseResponse,
  type TContractSourceSpan,
} from '@nestwise/shared';
import {
  changedAmount,
  changedByAddendum,
  changedDate,
  withoutReplacedValues,
} from './changed-terms';
import { CLOSING_LABEL, closingDate } from './closing-date';
import { contractKind } from './contract-kind';
import { allDeadlines, contingencyField } from './contingency-field';
import { extendsToBusinessDay, type Deadline } from './contract-deadlines';
import { impliedEffectiveDate } from './deadline-table';
import { earnestMoneyDue } from './deposit-due';
import {
  APPRAISAL_LABEL,
  FINANCING_LABEL,
  INSPECTION_LABEL,
  extractContingency,
} from './contingency-clause';
import {
  EARNEST_MONEY_LABELS,
  NOT_THE_DEPOSIT,
  PURCHASE_PRICE_LABELS,
  extractMoney,
  extractMoneyAs,
  extractMoneyBefore,
  extractMoneyDefined,
  extractMoneyLeading,
  type Extracted,
} from './contract-fields';
import { extractParties, type PartyRole } from './contract-parties';
import { extractEffectiveDate } from './effective-date';
import {
  extractLateFee,
  extractLeaseDates,
  extractPets,
  extractRent,
  extractSecurityDeposit,
  extractTerm,
  termFromDates,
} from './lease-fields';
import { readLabelledItems, type LabelledItem } from './labelled-fields';
import { chooseParties, labelledParties } from './labelled-parties';
import {
  CLOSING_CONCEPT,
  EFFECTIVE_CONCEPT,
  RENT_TOTAL_CONCEPT,
  definedDate,
  labelledAmount,
  labelledDate,
  withLabelledDays,
  petDepositInSection,
} from './labelled-values';
import { normalizeContractText } from './normalize-text';
import { extractAddress } from './property-address';
import { extractPurchasePrice } from './purchase-price';

type Fields = TContractParseResponse['fields'];

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

function withDisplay<T>(found: Extracted<T> | null, display: (value: T) => string) {
  return found ? { value: found.value, display: display(found.value), source: found.source } : null;
}

const parties = (text: string, items: LabelledItem[], role: PartyRole) =>
  withDisplay(
    chooseParties(extractParties(text, role), labelledParties(text, items, role)),
    (names) => names.join('; '),
  );

function purchaseFields(
  text: string,
  items: LabelledItem[],
  effectiveDate: string | null,
  deadlines: Deadline[],
  addendum: boolean,
) {
  const rollForward = extendsToBusinessDay(text);
  const earnest =
    extractMoneyDefined(text, EARNEST_MONEY_LABELS[0]!) ??
    extractMoneyAs(text, EARNEST_MONEY_LABELS[0]!) ??
    extractMoneyLeading(text, EARNEST_MONEY_LABELS[0]!) ??
    extractMoney(text, EARNEST_MONEY_LABELS[0]!, 160, NOT_THE_DEPOSIT) ??
    extractMoneyBefore(text, EARNEST_MONEY_LABELS[0]!) ??
    extractMoney(text, EARNEST_MONEY_LABELS, 160, NOT_THE_DEPOSIT);
  const earnestDue = earnest ? earnestMoneyDue(text, earnest, deadlines) : null;
  const inspection = changedByAddendum(
    text,
    contingencyField(
      text,
      extractContingency(text, INSPECTION_LABEL),
      effectiveDate,
      deadlines,
      'inspection contingency',
      rollForward,
    ),
    addendum,
  );
  return {
    buyer: parties(text, items, 'buyer'),
    seller: parties(text, items, 'seller'),
    purchasePrice: withDisplay(
      (addendum ? changedAmount(text, PURCHASE_PRICE_LABELS[0]!) : null) ??
        extractPurchasePrice(text),
      usd,
    ),
    earnestMoney: earnest
      ? {
          value: {
            amount: earnest.value,
            dueDays: earnestDue?.days ?? null,
            dueDate: earnestDue?.date ?? null,
          },
          display: `${usd(earnest.value)}${earnestDue ? `, due within ${earnestDue.days} ${earnestDue.businessDays ? 'business ' : ''}days${earnestDue.date ? ` (${earnestDue.date})` : ''}` : ''}`,
          source: earnest.source,
        }
      : null,
    // an addendum reports only the contingencies it changes (see changedByAddendum)
    financingContingency: withLabelledDays(
      text,
      items,
      changedByAddendum(
        text,
        contingencyField(
          text,
          extractContingency(text, FINANCING_LABEL),
          effectiveDate,
          deadlines,
          'financing contingency',
          rollForward,
        ),
        addendum,
      ),
      effectiveDate,
      rollForward,
    ),
    inspectionContingency: inspection,
    inspectionPeriod:
      inspection && inspection.value.included && inspection.value.days !== null
        ? {
            value: {
              days: inspection.value.days,
              businessDays: inspection.value.businessDays,
              endsOn: inspection.value.deadline,
            },
            display: inspection.display,
            source: inspection.source,
          }
        : null,
    appraisalContingency: changedByAddendum(
      text,
      contingencyField(
        text,
        extractContingency(text, APPRAISAL_LABEL),
        effectiveDate,
        deadlines,
        'appraisal contingency',
        rollForward,
      ),
      addendum,
    ),
  };
}

function leaseFields(text: string, items: LabelledItem[]) {
  const stated = extractTerm(text);
  const { start, end } = extractLeaseDates(text, stated);
  const term = stated ?? (start && end ? termFromDates(text, start, end) : null);
  const lateFee = extractLateFee(text);
  const statedPets = extractPets(text);
  // a pets clause's deposit further on than the sentence that allows them
  const sectionDeposit =
    statedPets?.value.allowed && statedPets.value.deposit === null
      ? petDepositInSection(items)
      : null;
  const pets =
    statedPets && sectionDeposit !== null
      ? { ...statedPets, value: { ...statedPets.value, deposit: sectionDeposit } }
      : statedPets;
  return {
    landlord: parties(text, items, 'landlord'),
    tenant: parties(text, items, 'tenant'),
    // a total line ("TOTAL MONTHLY RENT …… $1,805") is the rent, not the base rent above it
    monthlyRent: withDisplay(
      labelledAmount(text, items, RENT_TOTAL_CONCEPT) ?? extractRent(text),
      (amount) => `${usd(amount)} a month`,
    ),
    leaseTerm: withDisplay(term, ({ months }) => `${months} month${months === 1 ? '' : 's'}`),
    leaseStart: withDisplay(start, (date) => date),
    leaseEnd: withDisplay(end, (date) => date),
    securityDeposit: withDisplay(extractSecurityDeposit(text), usd),
    lateFee: withDisplay(
      lateFee,
      ({ amount, graceDays }) =>
        `${usd(amount)}${graceDays !== null ? ` (after ${graceDays} day${graceDays === 1 ? '' : 's'})` : ''}`,
    ),
    petsPolicy: withDisplay(pets, ({ allowed, deposit }) =>
      allowed
        ? `Allowed${deposit !== null ? ` (pet deposit ${usd(deposit)})` : ''}`
        : 'Not allowed',
    ),
  };
}

const EMPTY_FIELDS = Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, null])) as Fields;

/** Spans found in the normalized text, moved back onto the text as the user sent it. */
function remapSpans(
  result: TContractParseResponse,
  original: string,
  toOriginal: (i: number) => number,
) {
  const remap = (span: TContractSourceSpan): TContractSourceSpan => {
    const start = toOriginal(span.start);
    const end = span.end > span.start ? toOriginal(span.end - 1) + 1 : start;
    return { start, end, excerpt: original.slice(start, end).replace(/\s+/g, ' ').trim() };
  };
  for (const field of CONTRACT_FIELDS) {
    const value = result.fields[field];
    if (value) value.source = remap(value.source);
  }
  for (const deadline of result.deadlines) deadline.source = remap(deadline.source);
  return result;
}

const ASSUMPTIONS = [
  'Dates written with numbers are read month first (US style): 03/04/2025 is March 4, 2025.',
  'Business days skip Saturdays, Sundays and US federal holidays; calendar days count every day.',
];

/**
 * Reads a purchase agreement's, lease's or addendum's key terms, each linked to the text it came
 * from. Every step is linear in the text's length (bounded patterns, capped label searches), so
 * 300,000 characters of anything parse in well under a second on the request thread.
 */
export function parseContract(original: string): TContractParseResponse {
  const { text, toOriginal } = normalizeContractText(original);
  const kind = contractKind(text);
  if (kind === 'not-a-contract') {
    return {
      kind,
      notice: NOT_A_CONTRACT_NOTICE,
      fields: { ...EMPTY_FIELDS },
      deadlines: [],
      notFound: [],
      assumptions: [],
    };
  }
  const items = readLabelledItems(text);
  // a line labelled for the contract's forming ("Date of Ratification: …") where no rule read one
  // a date defined as the effective date says so outright ("… 2:40 p.m. (the "Acceptance" date)")
  const effective =
    definedDate(text, EFFECTIVE_CONCEPT) ??
    extractEffectiveDate(text) ??
    (kind === 'lease'
      ? null
      : (labelledDate(text, items, EFFECTIVE_CONCEPT) ?? impliedEffectiveDate(text)));
  const effectiveDate = effective?.value ?? null;
  const addendum = kind === 'addendum';
  const closing =
    kind === 'lease'
      ? null
      : ((addendum ? changedDate(text, CLOSING_LABEL) : null) ??
        // an addendum's recital of the date it replaces ("…, June 20, 2025, is changed.") is not it
        closingDate(
          addendum ? withoutReplacedValues(text) : text,
          allDeadlines(text, effectiveDate, null, addendum),
        ) ??
        // "(d) Settlement Deadline ........ January 9, 2026": a line labelled for the closing
        (addendum ? null : labelledDate(text, items, CLOSING_CONCEPT)));
  const deadlines = allDeadlines(text, effectiveDate, closing?.value ?? null, addendum);
  const found: Partial<Fields> = {
    propertyAddress: withDisplay(extractAddress(text), (address) => address),
    effectiveDate: withDisplay(effective, (date) => date),
    ...(kind === 'lease'
      ? leaseFields(text, items)
      : {
          ...purchaseFields(text, items, effectiveDate, deadlines, addendum),
          closingDate: withDisplay(closing, (date) => date),
        }),
  };
  const fields = { ...EMPTY_FIELDS, ...found };
  // An addendum changes some terms only: just the ones every addendum names count as missing.
  const expected: readonly string[] =
    kind === 'addendum' ? ADDENDUM_CONTRACT_FIELDS : CONTRACT_FIELDS_BY_KIND[kind];
  return remapSpans(
    {
      kind,
      notice: null,
      fields,
      deadlines,
      notFound: CONTRACT_FIELDS.filter(
        (field) => expected.includes(field) && fields[field] === null,
      ),
      assumptions: [
        ...ASSUMPTIONS,
        effectiveDate
          ? `Deadlines counted from the Effective Date, ${effectiveDate}.`
          : 'No Effective Date found: relative deadlines are listed without dates.',
        'Extraction is rule-based and offline; check each value against its highlighted source text.',
      ],
    },
    original,
    toOriginal,
  );
}
