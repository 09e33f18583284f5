/** How a profile's paid fee splits into the advance and the post-match part (SPEC §4 Fees). */

import { DEFAULT_EXPECTED_ADVANCE_FEE, DEFAULT_EXPECTED_POST_MATCH_FEE } from './constants';

export const FEE_PART_STATES = ['none', 'partial', 'full'] as const;
export type FeePartState = (typeof FEE_PART_STATES)[number];

export const FEE_PART_COLOURS: Record<FeePartState, 'red' | 'blue' | 'green'> = {
  none: 'red',
  partial: 'blue',
  full: 'green',
};

export interface FeePart {
  readonly paid: number;
  readonly expected: number;
  readonly state: FeePartState;
  readonly colour: 'red' | 'blue' | 'green';
}

export interface FeeParts {
  readonly advance: FeePart;
  readonly postMatch: FeePart;
}

export interface FeeInput {
  readonly paidFee?: number | null;
  readonly expectedAdvanceFee?: number | null;
  readonly expectedPostMatchFee?: number | null;
}

/** Nothing expected counts as fully paid: there is nothing left to ask for. */
export function feePartState(paid: number, expected: number): FeePartState {
  if (paid >= expected) return 'full';
  return paid > 0 ? 'partial' : 'none';
}

function part(paid: number, expected: number): FeePart {
  const state = feePartState(paid, expected);
  return { paid, expected, state, colour: FEE_PART_COLOURS[state] };
}

const nonNegative = (n: number | null | undefined, fallback: number) =>
  n == null || !Number.isFinite(n) ? fallback : Math.max(0, n);

export function feeParts(input: FeeInput): FeeParts {
  const paidFee = nonNegative(input.paidFee, 0);
  const expectedAdvance = nonNegative(input.expectedAdvanceFee, DEFAULT_EXPECTED_ADVANCE_FEE);
  const expectedPostMatch = nonNegative(input.expectedPostMatchFee, DEFAULT_EXPECTED_POST_MATCH_FEE);
  const advance = Math.min(paidFee, expectedAdvance);
  const postMatch = Math.min(paidFee - advance, expectedPostMatch);
  return { advance: part(advance, expectedAdvance), postMatch: part(postMatch, expectedPostMatch) };
}
