import { describe, expect, it } from 'vitest';
import { rupees, rupeesOnAxis } from './payments';

describe('amounts', () => {
  it('in full in tables and texts, short on a chart axis (a phone wrapped "Rs 600,000" in two lines)', () => {
    expect(rupees(450000)).toBe('Rs 450,000');
    expect(rupeesOnAxis(0)).toBe('Rs 0');
    expect(rupeesOnAxis(5000)).toBe('Rs 5K');
    expect(rupeesOnAxis(450000)).toBe('Rs 450K');
    expect(rupeesOnAxis(1_250_000)).toBe('Rs 1.3M');
  });
});
