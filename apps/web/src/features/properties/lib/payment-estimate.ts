import { monthlyPayment } from '@nestwise/shared';

/** The assumptions the listing's payment estimate starts from; all stated on the page. */
export const PAYMENT_DEFAULTS = {
  downPaymentPercent: 20,
  interestRatePercent: 6.5,
  termYears: 30,
  propertyTaxRatePercent: 1.1,
  insuranceRatePercent: 0.35,
  monthlyHoa: 0,
} as const;

export interface PaymentInput {
  price: number;
  downPayment: number;
  interestRatePercent: number;
  termYears: number;
  monthlyHoa: number;
}

export interface PaymentBreakdown {
  loanAmount: number;
  principalAndInterest: number;
  propertyTax: number;
  insurance: number;
  hoa: number;
  total: number;
}

/**
 * A buyer's monthly cost at the asking price: the level loan payment (the shared mortgage math the
 * Deal Structuring tool uses) plus a twelfth of the yearly tax and insurance, plus HOA. A down
 * payment above the price means no loan, never a negative one.
 */
export function paymentBreakdown(input: PaymentInput): PaymentBreakdown {
  const price = Math.max(0, input.price);
  const down = Math.min(Math.max(0, input.downPayment), price);
  const loanAmount = price - down;
  const principalAndInterest = monthlyPayment(
    loanAmount,
    Math.max(0, input.interestRatePercent),
    input.termYears,
  );
  const propertyTax = (price * PAYMENT_DEFAULTS.propertyTaxRatePercent) / 100 / 12;
  const insurance = (price * PAYMENT_DEFAULTS.insuranceRatePercent) / 100 / 12;
  const hoa = Math.max(0, input.monthlyHoa);
  return {
    loanAmount,
    principalAndInterest,
    propertyTax,
    insurance,
    hoa,
    total: principalAndInterest + propertyTax + insurance + hoa,
  };
}

/** The down payment in dollars from what the buyer typed in either unit. */
export function downPaymentDollars(price: number, amount: number, unit: 'percent' | 'dollars') {
  return unit === 'percent' ? (price * amount) / 100 : amount;
}
