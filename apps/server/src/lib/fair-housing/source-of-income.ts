/**
 * States whose fair-housing law protects source of income, housing vouchers included. Federal law
 * does not, so "No Section 8" is left alone only where the listing's state is given and is not
 * listed here (decision 0301).
 * Not exhaustive: many cities and counties (e.g. in PA, TX, FL, MO) protect it locally, and a few
 * other states protect public assistance without vouchers.
 */
export const SOURCE_OF_INCOME_STATES: Readonly<Record<string, string>> = {
  CA: 'California Fair Employment and Housing Act, Cal. Gov. Code § 12955(a), (p) (source of income incl. housing vouchers, SB 329)',
  CO: 'Colorado Fair Housing Act, C.R.S. § 24-34-502 (source of income)',
  CT: 'Conn. Gen. Stat. § 46a-64c (lawful source of income, incl. housing assistance)',
  DC: 'D.C. Human Rights Act, D.C. Code § 2-1402.21 (source of income)',
  DE: '6 Del. C. § 4603 (source of income)',
  IL: 'Illinois Human Rights Act, 775 ILCS 5/3-102 (source of income)',
  MA: 'Mass. Gen. Laws ch. 151B § 4(10) (public assistance and rental vouchers)',
  MD: "Md. Code, State Gov't § 20-705 (source of income)",
  ME: 'Maine Human Rights Act, 5 M.R.S. § 4582 (public assistance)',
  MN: 'Minn. Stat. § 363A.09 (public assistance, incl. housing assistance)',
  NJ: 'New Jersey Law Against Discrimination, N.J.S.A. 10:5-12(g) (source of lawful income, rent subsidies)',
  NY: 'New York Human Rights Law, Exec. Law § 296(5) (lawful source of income)',
  OR: 'ORS 659A.421 (source of income, incl. Section 8)',
  RI: 'R.I. Gen. Laws § 34-37-4 (lawful source of income)',
  VA: 'Virginia Fair Housing Law, Va. Code § 36-96.3 (source of funds)',
  VT: '9 V.S.A. § 4503 (receipt of public assistance)',
  WA: 'RCW 59.18.255 (source of income)',
};

/**
 * Where the listing's state is not given, refusing vouchers or assistance is still flagged (at the
 * source-of-income findings' medium severity): it is unlawful in many states and cities, and a
 * listing that names none may be read in any of them. A state given and not listed is left alone.
 */
export const SOURCE_OF_INCOME_WHERE_PROTECTED =
  'Unlawful in the many states, cities and counties that protect source of income (e.g. CA, NY, NJ, WA, IL and the District of Columbia); federal law does not, so check the local law where the home is';

/**
 * The law to cite for a source-of-income finding: the state's where it protects source of income,
 * the general note where no state is given, null where the given state does not.
 */
export function sourceOfIncomeSource(state: string | undefined | null): string | null {
  if (!state?.trim()) return SOURCE_OF_INCOME_WHERE_PROTECTED;
  return sourceOfIncomeLaw(state);
}

/** The state law protecting source of income in this state, or null (none given or none known). */
export function sourceOfIncomeLaw(state: string | undefined | null): string | null {
  if (!state) return null;
  const code = state.trim().toUpperCase();
  return Object.hasOwn(SOURCE_OF_INCOME_STATES, code) ? SOURCE_OF_INCOME_STATES[code]! : null;
}
