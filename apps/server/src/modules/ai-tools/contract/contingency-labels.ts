/** The labels that name each contingency in a contract's text. */
/**
 * Each term's labels, the ones that name it as a contingency first, then plain mentions. A
 * condition of obtaining an inspection, an appraisal or a survey before any loan is named is not
 * the financing's ("contingent upon the Buyer obtaining, at Buyer's cost, a home inspection").
 */
export const FINANCING_LABEL = [
  String.raw`(?:financing|loan|mortgage)(?: commitment)? (?:contingency|condition)|contingent (?:up)?on (?:the )?(?:buyer|purchaser)s?(?:'s?)? (?:obtaining|securing|qualifying)(?!(?:(?!\b(?:loan|mortgage|financing|commitment)\b)[^.]){0,60}\b(?:inspections?|appraisals?|surveys?)\b)|not contingent (?:up)?on (?:financing|a loan)|depend(?:s|ent)? (?:up)?on (?:[a-z']{2,10} ){0,2}(?:getting|obtaining|securing) (?:a |any |the )?(?:(?:conventional|new|first|bank|home|mortgage|purchase|fha|va|usda|fixed-rate) ){0,2}(?:loan|mortgage|financing)`,
  String.raw`\bfinancing\b|\bnew loan\b|\bloan (?:approval|commitment)\b|\bmortgage loan\b|\bloan (?:is |has been |being )?approved\b`,
];
/**
 * A right to end the contract for any reason during a period, the inspection period's other name:
 * "option period", "Option (Termination) Period", "termination option", "termination period".
 */
export const OPTION_PERIOD = String.raw`option (?:\([A-Za-z ]{1,20}\) )?period|termination (?:option|period)`;
export const INSPECTION_LABEL = [
  String.raw`inspection (?:contingency|condition)|inspection period|due diligence period|${OPTION_PERIOD}|buyer(?:'s)? investigation`,
  String.raw`\binspections?\b(?! report)`,
];
export const APPRAISAL_LABEL = [
  String.raw`appraisal (?:contingency|condition)`,
  String.raw`\bappraise[sd]?\b|\bappraisal\b`,
];
