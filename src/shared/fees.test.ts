import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feePartState, feeParts } from './fees';

describe('fee parts', () => {
  it('splits the paid fee into advance then post-match', () => {
    const parts = feeParts({ paidFee: 12_000, expectedAdvanceFee: 5000, expectedPostMatchFee: 15_000 });
    expect(parts.advance).toEqual({ paid: 5000, expected: 5000, state: 'full', colour: 'green' });
    expect(parts.postMatch).toEqual({ paid: 7000, expected: 15_000, state: 'partial', colour: 'blue' });
  });

  it('shows nothing paid in red', () => {
    const parts = feeParts({ paidFee: 0 });
    expect(parts.advance.state).toBe('none');
    expect(parts.advance.colour).toBe('red');
    expect(parts.postMatch.colour).toBe('red');
  });

  it('uses the default expectations when none are set', () => {
    const parts = feeParts({ paidFee: 20_000, expectedAdvanceFee: null });
    expect(parts.advance).toMatchObject({ paid: 5000, expected: 5000, state: 'full' });
    expect(parts.postMatch).toMatchObject({ paid: 15_000, expected: 15_000, state: 'full' });
  });

  it('caps the post-match part at its expectation', () => {
    const parts = feeParts({ paidFee: 100_000, expectedAdvanceFee: 5000, expectedPostMatchFee: 15_000 });
    expect(parts.postMatch.paid).toBe(15_000);
  });

  it('treats a part with nothing expected as full', () => {
    expect(feePartState(0, 0)).toBe('full');
    expect(feeParts({ paidFee: 3000, expectedAdvanceFee: 0 }).postMatch.paid).toBe(3000);
  });

  it('never goes negative, never exceeds expectations, never sums above the paid fee', () => {
    const amount = fc.option(fc.integer({ min: -10_000, max: 200_000 }), { nil: undefined });
    fc.assert(
      fc.property(amount, amount, amount, (paidFee, expectedAdvanceFee, expectedPostMatchFee) => {
        const { advance, postMatch } = feeParts({ paidFee, expectedAdvanceFee, expectedPostMatchFee });
        for (const part of [advance, postMatch]) {
          expect(part.paid).toBeGreaterThanOrEqual(0);
          expect(part.paid).toBeLessThanOrEqual(part.expected);
          expect(part.state).toBe(feePartState(part.paid, part.expected));
        }
        expect(advance.paid + postMatch.paid).toBeLessThanOrEqual(Math.max(0, paidFee ?? 0));
        if (postMatch.paid > 0) expect(advance.state).toBe('full');
      }),
    );
  });
});
