/** The six AI tools (docs/product-guide.md): the /ai-tools tab value and the menu name. */
export const AI_TOOLS = [
  {
    tab: 'valuation',
    name: 'Property Valuation',
    summary: 'An estimated market value with the comparable sales behind it.',
  },
  {
    tab: 'intelligence',
    name: 'Property Intelligence',
    summary: 'Neighbourhood, demand and price trends around a property.',
  },
  {
    tab: 'dealStructuring',
    name: 'Deal Structuring',
    summary: 'Offer, financing and contingency options laid side by side.',
  },
  {
    tab: 'contract',
    name: 'Contract Parser',
    summary: 'Key dates, obligations and risks pulled out of a contract.',
  },
  {
    tab: 'roi',
    name: 'ROI Simulator',
    summary: 'Cash flow, yield and return over the years you plan to hold.',
  },
  {
    tab: 'compliance',
    name: 'Compliance Checker',
    summary: 'Disclosures and rules a listing or a deal has to meet.',
  },
] as const;

export type AiToolTab = (typeof AI_TOOLS)[number]['tab'];
