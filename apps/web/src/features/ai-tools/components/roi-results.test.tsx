import { simulateRoi, ZRoiRequestSchema, type TRoiInput } from '@nestwise/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoiSummary } from './roi-results';

const summaryFor = (input: TRoiInput) =>
  render(<RoiSummary result={simulateRoi(ZRoiRequestSchema.parse(input))} />);

describe('RoiSummary, IRR', () => {
  it('shows the one rate when exactly one sets NPV to 0', () => {
    summaryFor({ price: 200_000, monthlyRent: 1_800 });
    expect(screen.getByTestId('roi-irr').textContent).toMatch(/^-?\d+\.\d{2} %$/);
  });

  it('shows "Several rates" and the reason, not a number, when NPV is 0 at two rates', () => {
    summaryFor({
      price: 100_000,
      downPaymentPercent: 10,
      monthlyRent: 10_000,
      rentGrowthPercent: -50,
      appreciationPercent: -50,
      sellingCostPercent: 20,
      holdYears: 2,
    });
    expect(screen.getByTestId('roi-irr').textContent).toBe('Several rates');
    expect(
      screen.getByText(/NPV is 0 at 2 rates \(.+ %, .+ %\), so no single IRR describes them/),
    ).toBeTruthy();
  });
});
