import { describe, expect, it } from 'vitest';
import { countNeedingFollowUp, FOLLOW_UP_DAYS, followUpOf, lastChange, longestWait } from './follow-up';

const now = new Date('2025-03-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);

describe('followUpOf', () => {
  it('counts whole days waited since the last change', () => {
    expect(followUpOf(hoursAgo(1), now, 3)).toEqual({
      since: hoursAgo(1).toISOString(),
      days: 0,
      needed: false,
    });
    expect(followUpOf(hoursAgo(25), now, 3).days).toBe(1);
    expect(followUpOf(hoursAgo(4 * 24 + 5), now, 3).days).toBe(4);
  });

  it('needs follow-up only after waiting longer than the setting', () => {
    expect(followUpOf(hoursAgo(3 * 24 - 1), now, 3).needed).toBe(false);
    expect(followUpOf(hoursAgo(3 * 24), now, 3).needed).toBe(false);
    expect(followUpOf(hoursAgo(3 * 24 + 1), now, 3)).toMatchObject({ days: 3, needed: true });
    expect(followUpOf(hoursAgo(30), now, 1)).toMatchObject({ days: 1, needed: true });
    expect(followUpOf(hoursAgo(30), now, FOLLOW_UP_DAYS.default).needed).toBe(false);
  });

  it('counts a change dated in the future as no wait', () => {
    expect(followUpOf(new Date('2025-04-01T00:00:00.000Z'), now, 1)).toMatchObject({
      days: 0,
      needed: false,
    });
  });
});

describe('lastChange', () => {
  it('answers the latest known instant, ignoring missing and unreadable ones', () => {
    expect(lastChange('2025-01-01T00:00:00.000Z', new Date('2025-02-01T00:00:00.000Z'), null)).toEqual(
      new Date('2025-02-01T00:00:00.000Z'),
    );
    expect(lastChange(undefined, 'soon', '2025-01-03T00:00:00.000Z')).toEqual(
      new Date('2025-01-03T00:00:00.000Z'),
    );
    expect(lastChange(null, undefined)).toBeNull();
  });
});

describe('longestWait and countNeedingFollowUp', () => {
  it('picks the earliest wait and counts the marked ones', () => {
    const a = followUpOf(hoursAgo(100), now, 3);
    const b = followUpOf(hoursAgo(10), now, 3);
    expect(longestWait([b, a])).toBe(a);
    expect(longestWait([])).toBeNull();
    expect(countNeedingFollowUp([{ followUp: a }, { followUp: b }, { followUp: a }])).toBe(2);
  });
});
