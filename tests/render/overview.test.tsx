import { OverviewBody } from '@client/features/payments/routes/overview-route';
import type { Overview } from '@shared/overview';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

const months = (amount: number): Overview['months'] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    advance: i === 10 ? amount : 0,
    success: 0,
    other: 0,
  }));

const overview = (
  amount: number,
  statuses: Overview['statuses'] = [{ status: 'Active', count: 3 }],
): Overview => ({
  statuses,
  weeks: [],
  months: months(amount),
  medians: { toFirstSent: null, toMatched: null },
  waiting: [],
});

describe('the overview (render tier)', () => {
  it('says that no fees were recorded instead of a chart whose axis ran from Rs 0 to Rs 4', async () => {
    const empty = await renderInApp(<OverviewBody data={overview(0)} />, { namespaces: ['payments'] });
    expect(screen.getByTestId('overview-no-fees').textContent).toBe(
      'No fees were recorded in these 12 months.',
    );
    // The months stay readable as a table.
    expect(screen.getByTestId('overview-monthly-table').textContent).toContain('Rs 0');
    empty.unmount();

    await renderInApp(<OverviewBody data={overview(0)} />, { namespaces: ['payments'], language: 'ur' });
    expect(screen.getByTestId('overview-no-fees').textContent).toBe(
      'ان 12 مہینوں میں کوئی فیس درج نہیں ہوئی۔',
    );
  });

  it('draws the chart once a fee was collected', async () => {
    await renderInApp(<OverviewBody data={overview(5000)} />, { namespaces: ['payments'] });
    expect(screen.queryByTestId('overview-no-fees')).toBeNull();
    expect(screen.getByTestId('overview-monthly-table').textContent).toContain('Rs 5,000');
  });

  it("says a new bureau has no profiles yet instead of an empty chart's frame", async () => {
    await renderInApp(<OverviewBody data={overview(0, [])} />, { namespaces: ['payments'] });
    expect(screen.getByTestId('overview-no-profiles').textContent).toBe('No profiles yet.');
  });
});
