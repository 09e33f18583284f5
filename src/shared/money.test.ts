import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, formatAmount, formatRupees } from './money';

describe('money', () => {
  it('groups thousands from 1000 on', () => {
    expect(formatRupees(150_000)).toBe('Rs 150,000');
    expect(formatAmount(1000)).toBe('1,000');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(10_000_000)).toBe('10,000,000');
  });

  it.each([
    [250_000, '2 lakh 50 hazar'],
    [15_000, '15 hazar'],
    [10_000_000, '1 crore'],
    [12_345_678, '1 crore 23 lakh 45 hazar 678'],
    [100_000, '1 lakh'],
    [500, '500'],
    [0, '0'],
  ])('speaks %i as %s', (amount, words) => expect(amountInWords(amount)).toBe(words));

  it('speaks every amount so that it adds back up', () => {
    const unit: Record<string, number> = { crore: 1e7, lakh: 1e5, hazar: 1e3 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (amount) => {
        const tokens = amountInWords(amount).split(' ');
        let total = 0;
        for (let i = 0; i < tokens.length; i++) {
          const next = tokens[i + 1];
          if (next && unit[next]) {
            total += Number(tokens[i]) * unit[next];
            i++;
          } else total += Number(tokens[i]);
        }
        expect(total).toBe(amount);
      }),
    );
  });
});
