import { describe, expect, it } from 'vitest';
import { afterFirstPage, firstPageDrawn, isFirstPageDrawn } from './first-page';
import { apiCallUnderway, whenNoCallUnderway } from './slow-link';

describe('whenNoCallUnderway (the first page waits for its answers)', () => {
  it('runs at once when no call is underway, else once the last one is answered', () => {
    const runs: string[] = [];
    whenNoCallUnderway(() => runs.push('idle'));
    expect(runs).toEqual(['idle']);

    const first = apiCallUnderway();
    const second = apiCallUnderway();
    whenNoCallUnderway(() => runs.push('answered'));
    const cancelled = whenNoCallUnderway(() => runs.push('cancelled'));
    cancelled();
    first();
    expect(runs).toEqual(['idle']);
    // Answered twice counts once.
    first();
    expect(runs).toEqual(['idle']);
    second();
    expect(runs).toEqual(['idle', 'answered']);
    // Once run, a later call does not run it again.
    apiCallUnderway()();
    expect(runs).toEqual(['idle', 'answered']);
  });
});

describe('afterFirstPage (what the first page does not need waits for it)', () => {
  it('runs what waits once the first page is drawn, once, and later ones at once', () => {
    const runs: string[] = [];
    expect(isFirstPageDrawn()).toBe(false);
    afterFirstPage(() => runs.push('menu'));
    const cancel = afterFirstPage(() => runs.push('cancelled'));
    cancel();
    expect(runs).toEqual([]);
    firstPageDrawn();
    expect(isFirstPageDrawn()).toBe(true);
    expect(runs).toEqual(['menu']);
    firstPageDrawn();
    expect(runs).toEqual(['menu']);
    afterFirstPage(() => runs.push('worker'));
    expect(runs).toEqual(['menu', 'worker']);
  });
});
