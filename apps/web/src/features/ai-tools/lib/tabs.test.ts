import { describe, expect, it } from 'vitest';
import { AI_TOOLS } from '@/config/ai-tools';
import { searchWithTab, tabAfterKey, tabFromParam } from './tabs';

describe('AI tools tab ↔ URL mapping', () => {
  it('maps every spec tab value to its tab and anything else to valuation', () => {
    for (const tool of AI_TOOLS) expect(tabFromParam(tool.tab)).toBe(tool.tab);
    expect(tabFromParam(null)).toBe('valuation');
    expect(tabFromParam('')).toBe('valuation');
    expect(tabFromParam('ROI')).toBe('valuation');
    expect(tabFromParam('dealstructuring')).toBe('valuation');
  });

  it('names the tabs as the spec menu does, in its order', () => {
    expect(AI_TOOLS.map((tool) => [tool.tab, tool.name])).toEqual([
      ['valuation', 'Property Valuation'],
      ['intelligence', 'Property Intelligence'],
      ['dealStructuring', 'Deal Structuring'],
      ['contract', 'Contract Parser'],
      ['roi', 'ROI Simulator'],
      ['compliance', 'Compliance Checker'],
    ]);
  });

  it('keeps the other query values when the tab changes', () => {
    const next = searchWithTab(new URLSearchParams('tab=roi&propertyId=abc'), 'compliance');
    expect(next.get('tab')).toBe('compliance');
    expect(next.get('propertyId')).toBe('abc');
  });

  it('moves with arrows (wrapping), Home and End', () => {
    expect(tabAfterKey('valuation', 'ArrowRight')).toBe('intelligence');
    expect(tabAfterKey('valuation', 'ArrowLeft')).toBe('compliance');
    expect(tabAfterKey('compliance', 'ArrowRight')).toBe('valuation');
    expect(tabAfterKey('roi', 'Home')).toBe('valuation');
    expect(tabAfterKey('roi', 'End')).toBe('compliance');
    expect(tabAfterKey('roi', 'Enter')).toBeNull();
  });
});
