/** Discounted cash-flow measures: NPV and a robust IRR (Newton with a bisection fallback). */

/** Net present value of flows at t = 0, 1, 2, … periods, at `rate` per period (0.08 = 8 %). */
export function netPresentValue(rate: number, flows: readonly number[]): number {
  if (rate <= -1) throw new RangeError('The discount rate must be above -100 %.');
  return flows.reduce((sum, flow, period) => sum + flow / (1 + rate) ** period, 0);
}

function npvDerivative(rate: number, flows: readonly number[]): number {
  return flows.reduce((sum, flow, period) => sum - (period * flow) / (1 + rate) ** (period + 1), 0);
}

export type IrrMethod = 'newton' | 'bisection';

export interface IrrResult {
  /** Rate per period (0.1 = 10 %), or null when the flows have no internal rate of return. */
  rate: number | null;
  method: IrrMethod | null;
  /** Why there is no rate, or a warning (several sign changes may mean several rates). */
  note: string | null;
}

function signChanges(flows: readonly number[]): number {
  let changes = 0;
  let previous = 0;
  for (const flow of flows) {
    if (flow === 0) continue;
    const sign = Math.sign(flow);
    if (previous !== 0 && sign !== previous) changes += 1;
    previous = sign;
  }
  return changes;
}

const LOWEST_RATE = -0.999_999;
const TOLERANCE = 1e-10;

function newton(flows: readonly number[], guess: number): number | null {
  let rate = guess;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const value = netPresentValue(rate, flows);
    const slope = npvDerivative(rate, flows);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE) return null;
    if (Math.abs(next - rate) < TOLERANCE) {
      return Math.abs(netPresentValue(next, flows)) < 1e-6 * scale(flows) ? next : null;
    }
    rate = next;
  }
  return null;
}

function scale(flows: readonly number[]): number {
  return Math.max(1, ...flows.map((flow) => Math.abs(flow)));
}

/** Finds a bracket [low, high] where the NPV changes sign, scanning up from -99.9999 %. */
function bracket(flows: readonly number[]): [number, number] | null {
  const grid = [LOWEST_RATE, -0.99, -0.9, -0.5, -0.2, 0, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 100];
  for (let index = 1; index < grid.length; index += 1) {
    const low = grid[index - 1]!;
    const high = grid[index]!;
    if (Math.sign(netPresentValue(low, flows)) !== Math.sign(netPresentValue(high, flows))) {
      return [low, high];
    }
  }
  return null;
}

function bisection(flows: readonly number[], [low, high]: [number, number]): number {
  let lo = low;
  let hi = high;
  const loSign = Math.sign(netPresentValue(lo, flows));
  for (let iteration = 0; iteration < 300 && hi - lo > TOLERANCE; iteration += 1) {
    const mid = (lo + hi) / 2;
    if (Math.sign(netPresentValue(mid, flows)) === loSign) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Internal rate of return: the rate where NPV = 0. Newton's method from `guess`; when it fails or
 * leaves the bracket, bisection on a bracket with a sign change. No sign change in the flows → null.
 */
export function internalRateOfReturn(flows: readonly number[], guess = 0.1): IrrResult {
  const changes = signChanges(flows);
  if (changes === 0) {
    return {
      rate: null,
      method: null,
      note: 'The cash flows never change sign (all in or all out), so there is no IRR.',
    };
  }
  const warning =
    changes > 1 ? 'The cash flows change sign more than once; more than one IRR may exist.' : null;
  const found = bracket(flows);
  const viaNewton = newton(flows, guess);
  if (viaNewton !== null && (found === null || (viaNewton >= found[0] && viaNewton <= found[1]))) {
    return { rate: viaNewton, method: 'newton', note: warning };
  }
  if (found === null) {
    if (viaNewton !== null) return { rate: viaNewton, method: 'newton', note: warning };
    return {
      rate: null,
      method: null,
      note: 'No rate between -100 % and +10,000 % sets NPV to 0.',
    };
  }
  return { rate: bisection(flows, found), method: 'bisection', note: warning };
}
