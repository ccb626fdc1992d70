/**
 * The terms of a purchase agreement (or an addendum to one) and of a lease, each with how it is
 * shown and the text it came from; parseContract decides which set a document gets.
 */
import { changedAmount, changedByAddendum, keptByAddendum } from './changed-terms';
import { contingencyField } from './contingency-field';
import { extendsToBusinessDay, type Deadline } from './contract-deadlines';
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
  extractMoneyAttributive,
  extractMoneyLeading,
  type Extracted,
} from './contract-fields';
import { extractParties, type PartyRole } from './contract-parties';
import {
  extractLateFee,
  extractLeaseDates,
  extractPets,
  extractRent,
  extractSecurityDeposit,
  extractTerm,
  termFromDates,
} from './lease-fields';
import type { LabelledItem } from './labelled-fields';
import { chooseParties, labelledParties } from './labelled-parties';
import {
  RENT_TOTAL_CONCEPT,
  labelledAmount,
  withLabelledDays,
  petDepositInSection,
} from './labelled-values';
import { extractPurchasePrice } from './purchase-price';

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

export function withDisplay<T>(found: Extracted<T> | null, display: (value: T) => string) {
  return found ? { value: found.value, display: display(found.value), source: found.source } : null;
}

const parties = (text: string, items: LabelledItem[], role: PartyRole) =>
  withDisplay(
    chooseParties(extractParties(text, role), labelledParties(text, items, role)),
    (names) => names.join('; '),
  );

export function purchaseFields(
  text: string,
  items: LabelledItem[],
  effectiveDate: string | null,
  deadlines: Deadline[],
  addendum: boolean,
) {
  const rollForward = extendsToBusinessDay(text);
  const earnest = keptByAddendum(
    text,
    extractMoneyDefined(text, EARNEST_MONEY_LABELS[0]!) ??
      extractMoneyAs(text, EARNEST_MONEY_LABELS[0]!) ??
      extractMoneyLeading(text, EARNEST_MONEY_LABELS[0]!) ??
      extractMoneyAttributive(text, EARNEST_MONEY_LABELS[0]!) ??
      extractMoney(text, EARNEST_MONEY_LABELS[0]!, 160, NOT_THE_DEPOSIT) ??
      extractMoneyBefore(text, EARNEST_MONEY_LABELS[0]!) ??
      // "$ 9,000.00 are to be paid as a deposit …, and $ 81,000.00 …": the amount the deposit names
      extractMoneyAs(text, EARNEST_MONEY_LABELS[1]!) ??
      extractMoney(text, EARNEST_MONEY_LABELS, 160, NOT_THE_DEPOSIT),
    addendum,
  );
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

export function leaseFields(text: string, items: LabelledItem[]) {
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
