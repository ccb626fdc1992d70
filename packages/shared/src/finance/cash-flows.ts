/**
 * Discounted cash-flow measures: NPV and an IRR that is only stated when it is the one rate that
 * sets NPV to 0 (all roots are bracketed on a grid, then each is pinned down by Brent's method).
 */
import { brentRoot, goldenMinimum } from './brent';

/** Net present value of flows at t = 0, 1, 2, … periods, at `rate` per period (0.08 = 8 %). */
export function netPresentValue(rate: number, flows: readonly number[]): number {
  if (rate <= -1) throw new RangeError('The discount rate must be above -100 %.');
  return flows.reduce((sum, flow, period) => sum + flow / (1 + rate) ** period, 0);
}

/** `one`: a single rate sets NPV to 0; `several`: more than one does; `none`: no rate does. */
export type IrrStatus = 'one' | 'several' | 'none';

export interface IrrResult {
  /** Rate per period (0.1 = 10 %); null unless exactly one rate sets NPV to 0. */
  rate: number | null;
  status: IrrStatus;
  /** Every rate found where NPV is 0, lowest first (two or more when `status` is `several`). */
  rates: number[];
  /** Why there is no single rate, or a caution about it. */
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

// Searched on u = ln(1 + rate), from -99.9999 % to +10,000 % a period.
const LOWEST_U = Math.log(1e-6);
const HIGHEST_U = Math.log(101);
const GRID_POINTS = 600;
const RANGE_TEXT = 'between -99.9999 % and +10,000 %';

/**
 * NPV at rate e^u − 1, divided by (1 + rate)^-n when that discount factor exceeds 1: the same sign
 * and the same roots as the NPV, but it never overflows near -100 % (Horner in the smaller of the
 * discount factor and its inverse).
 */
function scaledNpv(u: number, flows: readonly number[]): number {
  let sum = 0;
  if (u >= 0) {
    const discount = Math.exp(-u);
    for (let period = flows.length - 1; period >= 0; period -= 1)
      sum = sum * discount + flows[period]!;
  } else {
    const growth = Math.exp(u);
    for (const flow of flows) sum = sum * growth + flow;
  }
  return sum;
}

/** Every u in the searched range where the scaled NPV is 0, as brackets pinned down by Brent. */
function roots(flows: readonly number[], changes: number): number[] {
  const f = (u: number) => scaledNpv(u, flows);
  const step = (HIGHEST_U - LOWEST_U) / (GRID_POINTS - 1);
  const us = Array.from({ length: GRID_POINTS }, (_, index) => LOWEST_U + index * step);
  const values = us.map(f);
  const magnitude = flows.reduce((sum, flow) => sum + Math.abs(flow), 0);
  const found: number[] = [];
  const solve = (low: number, high: number) => found.push(brentRoot(f, low, high));
  for (let index = 0; index < GRID_POINTS; index += 1) {
    const value = values[index]!;
    if (value === 0) {
      found.push(us[index]!);
      continue;
    }
    const next = values[index + 1];
    if (next !== undefined && next !== 0 && Math.sign(next) !== Math.sign(value)) {
      solve(us[index]!, us[index + 1]!);
    }
    // With one sign change in the flows there is exactly one root (Descartes' rule of signs);
    // with more, two roots can hide between grid points: look where |NPV| dips without crossing.
    const before = values[index - 1];
    if (changes < 2 || before === undefined || next === undefined) continue;
    const sign = Math.sign(value);
    if (Math.sign(before) !== sign || Math.sign(next) !== sign) continue;
    if (Math.abs(value) > Math.abs(before) || Math.abs(value) > Math.abs(next)) continue;
    const low = us[index - 1]!;
    const high = us[index + 1]!;
    const dip = goldenMinimum((u) => sign * f(u), low, high);
    const lowest = sign * f(dip);
    if (lowest < 0) {
      solve(low, dip);
      solve(dip, high);
    } else if (lowest <= 1e-12 * magnitude) {
      found.push(dip); // touches 0 without crossing: a double root
    }
  }
  found.sort((a, b) => a - b);
  return found.filter((u, index) => index === 0 || u - found[index - 1]! > 1e-9);
}

const percentText = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/**
 * Internal rate of return: the rate where NPV = 0, stated only when exactly one rate in the range
 * does so. Several sign changes can give several rates or none; then `rate` is null and the note
 * says which, since any one number would mislead.
 */
export function internalRateOfReturn(flows: readonly number[]): IrrResult {
  const changes = signChanges(flows);
  if (changes === 0) {
    return {
      rate: null,
      status: 'none',
      rates: [],
      note: 'The cash flows never change sign (all in or all out), so there is no IRR.',
    };
  }
  const rates = roots(flows, changes).map(Math.expm1);
  if (rates.length === 0) {
    return {
      rate: null,
      status: 'none',
      rates,
      note:
        changes === 1
          ? `No rate ${RANGE_TEXT} sets NPV to 0, so there is no IRR.`
          : `The cash flows change sign ${changes} times and no rate ${RANGE_TEXT} sets NPV to 0, so there is no IRR; judge the deal by its NPV.`,
    };
  }
  if (rates.length > 1) {
    return {
      rate: null,
      status: 'several',
      rates,
      note: `The cash flows change sign ${changes} times and NPV is 0 at ${rates.length} rates (${rates.map(percentText).join(', ')}), so no single IRR describes them; judge the deal by its NPV.`,
    };
  }
  const rate = rates[0]!;
  const outlay = Math.abs(flows.find((flow) => flow !== 0)!);
  // Near -100 % the NPV is so steep that the nearest double to the root can leave it far from 0.
  if (Math.abs(netPresentValue(rate, flows)) > 1e-7 * outlay) {
    return {
      rate: null,
      status: 'one',
      rates,
      note: `NPV is 0 only near ${percentText(rate)}, so close to a total loss that no exact rate can be given.`,
    };
  }
  return {
    rate,
    status: 'one',
    rates,
    note:
      changes === 1
        ? null
        : 'The cash flows change sign more than once, but only this rate sets NPV to 0.',
  };
}
