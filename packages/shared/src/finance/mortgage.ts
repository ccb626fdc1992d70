/** Fixed-rate, fully amortising mortgage arithmetic (monthly payments, interest on the balance). */

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Level monthly payment for `principal` at `annualRatePercent` (6 = 6 %) over `termYears`. */
export function monthlyPayment(principal: number, annualRatePercent: number, termYears: number) {
  const months = Math.round(termYears * 12);
  if (principal <= 0) return 0;
  if (months <= 0) throw new RangeError('The term must be at least one month.');
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export interface AmortizationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

export interface AmortizationYear {
  year: number;
  principal: number;
  interest: number;
  endingBalance: number;
}

/**
 * Month-by-month schedule. Payments are the exact level payment; the last payment takes whatever
 * balance is left, so the final balance is exactly 0.
 */
export function amortizationSchedule(
  principal: number,
  annualRatePercent: number,
  termYears: number,
): AmortizationRow[] {
  const months = Math.round(termYears * 12);
  const payment = monthlyPayment(principal, annualRatePercent, termYears);
  const monthlyRate = annualRatePercent / 100 / 12;
  const rows: AmortizationRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = balance * monthlyRate;
    const isLast = month === months;
    const principalPaid = isLast ? balance : Math.min(balance, payment - interest);
    balance = isLast ? 0 : balance - principalPaid;
    rows.push({
      month,
      payment: principalPaid + interest,
      principal: principalPaid,
      interest,
      balance,
    });
  }
  return rows;
}

/** Balance still owed after `monthsPaid` level payments. */
export function remainingBalance(
  principal: number,
  annualRatePercent: number,
  termYears: number,
  monthsPaid: number,
): number {
  const months = Math.round(termYears * 12);
  if (monthsPaid >= months) return 0;
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal * (1 - monthsPaid / months);
  const payment = monthlyPayment(principal, annualRatePercent, termYears);
  const growth = (1 + monthlyRate) ** monthsPaid;
  return principal * growth - (payment * (growth - 1)) / monthlyRate;
}

/** Sums a monthly schedule by loan year (months 1–12 are year 1). */
export function summariseByYear(rows: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let entry = years[year - 1];
    if (!entry) {
      entry = { year, principal: 0, interest: 0, endingBalance: 0 };
      years.push(entry);
    }
    entry.principal += row.principal;
    entry.interest += row.interest;
    entry.endingBalance = row.balance;
  }
  return years;
}
