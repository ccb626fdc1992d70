import { AI_TOOLS, type AiToolTab } from '@/config/ai-tools';

export const DEFAULT_TAB: AiToolTab = 'valuation';

/** The tab a `?tab=` value names; anything unknown (or missing) opens the first tool. */
export function tabFromParam(value: string | null | undefined): AiToolTab {
  return AI_TOOLS.find((tool) => tool.tab === value)?.tab ?? DEFAULT_TAB;
}

/** The query string after choosing `tab`: every other value (propertyId…) is kept. */
export function searchWithTab(current: URLSearchParams, tab: AiToolTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  return next;
}

/** Where arrow keys, Home and End move the focus in the tab list (it wraps around). */
export function tabAfterKey(current: AiToolTab, key: string): AiToolTab | null {
  const index = AI_TOOLS.findIndex((tool) => tool.tab === current);
  const last = AI_TOOLS.length - 1;
  const target =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? index === last
        ? 0
        : index + 1
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? index === 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : AI_TOOLS[target]!.tab;
}
