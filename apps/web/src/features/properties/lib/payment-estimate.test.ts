import { describe, expect, it } from 'vitest';
import { downPaymentDollars, paymentBreakdown } from './payment-estimate';

describe('paymentBreakdown', () => {
  it('adds the loan payment, a twelfth of yearly tax and insurance, and HOA', () => {
    const result = paymentBreakdown({
      price: 500_000,
      downPayment: 100_000,
      interestRatePercent: 6.5,
      termYears: 30,
      monthlyHoa: 150,
    });
    expect(result.loanAmount).toBe(400_000);
    // $400,000 at 6.5 % over 30 years is the textbook $2,528.27.
    expect(result.principalAndInterest).toBeCloseTo(2528.27, 2);
    expect(result.propertyTax).toBeCloseTo(458.33, 2); // 1.1 % of 500k / 12
    expect(result.insurance).toBeCloseTo(145.83, 2); // 0.35 % of 500k / 12
    expect(result.total).toBeCloseTo(2528.27 + 458.33 + 145.83 + 150, 1);
  });

  it('costs less a month with a larger down payment, and nothing for the loan when paid in full', () => {
    const base = { price: 400_000, interestRatePercent: 7, termYears: 30, monthlyHoa: 0 };
    const twenty = paymentBreakdown({ ...base, downPayment: 80_000 });
    const forty = paymentBreakdown({ ...base, downPayment: 160_000 });
    expect(forty.total).toBeLessThan(twenty.total);
    const cash = paymentBreakdown({ ...base, downPayment: 900_000 });
    expect(cash.loanAmount).toBe(0);
    expect(cash.principalAndInterest).toBe(0);
  });

  it('reads the down payment in percent or dollars', () => {
    expect(downPaymentDollars(300_000, 10, 'percent')).toBe(30_000);
    expect(downPaymentDollars(300_000, 45_000, 'dollars')).toBe(45_000);
  });
});
