import { useListQuery } from '@client/features/profiles/api/use-list-query';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

type Query = ReturnType<typeof useListQuery>;

function Probe({ seen }: { seen: Query[] }) {
  seen.push(useListQuery(undefined, true));
  return <output data-testid="address">{useLocation().search}</output>;
}

describe("the list's address (render tier)", () => {
  it('keeps a filter set before the page has drawn the one set just before it (CI lost "Gender: Female")', async () => {
    const seen: Query[] = [];
    await renderInApp(<Probe seen={seen} />, { path: '/admin/profiles?status=Review' });
    // On a slow phone the address changes at once, but the list draws it later (a transition): a second choice
    // made in between comes from the page as it was drawn before the first.
    const drawnBefore = seen.at(-1) as Query;
    act(() => {
      drawnBefore.setFilter('gender', 'Female');
      drawnBefore.setFilter('city', 'Lahore');
    });
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(address.get('status')).toBe('Review');
    expect(address.get('gender')).toBe('Female');
    expect(address.get('city')).toBe('Lahore');

    // A pill taken off from the page as it was drawn before the last choice keeps the others.
    act(() => drawnBefore.removeFilter('gender'));
    const after = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(after.get('gender')).toBeNull();
    expect(after.get('city')).toBe('Lahore');
  });
});
