import type { AiToolTab } from '@/config/ai-tools';

/** What each tab does, in a sentence, under its heading. */
export const TOOL_DESCRIPTIONS: Record<AiToolTab, string> = {
  valuation:
    'An estimated market value with an 80 % range, computed from recorded sales: a hedonic model fitted on the market plus the five most similar sales adjusted to this home.',
  intelligence:
    'Median price, price per square foot, inventory, days on market, the monthly trend and how prices are spread, for a city, neighbourhood or property type.',
  dealStructuring:
    'Five ways to pay for the same home side by side — conventional, FHA, VA, seller financing and all cash — with the monthly payment, cash to close, debt-to-income and amortization. Recalculates as you type.',
  contract:
    'Pulls the parties, address, price, earnest money, contingencies and closing date out of a purchase agreement, each linked to the words it came from, and lays the deadlines on a timeline.',
  roi: 'A buy-and-hold rental over your holding period: NOI, cap rate, cash-on-cash, DSCR, IRR and NPV, with equity over time and a year-by-year table. Recalculates as you type.',
  compliance:
    'Checks a listing against fair-housing advertising rules, required disclosures, missing facts, photos and a price far from the valuation — each finding with its source and a suggested rewording.',
};
