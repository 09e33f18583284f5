import type { ConnectionHistoryEntry } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { changeText, formatWhen, sideName } from './history-text';

const entry = (over: Partial<ConnectionHistoryEntry>): ConnectionHistoryEntry => ({
  at: '2025-03-12T09:05:00.000Z',
  profile: 7,
  field: 'status',
  from: 'Profile Received',
  to: 'In Contact',
  by: 'admin@rishta.test',
  ...over,
});

describe('formatWhen', () => {
  it('formats day, month, year and time in the given zone', () => {
    expect(formatWhen('2025-03-12T09:05:00.000Z', 'Asia/Karachi')).toBe('12 Mar 2025, 14:05');
  });
  it('keeps text that is not a date', () => {
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('changeText', () => {
  it('uses the status labels of SPEC §4', () => {
    expect(changeText(entry({}))).toBe('Has Received Profile → Has Started Contact');
  });
  it('shows a dash for a missing value', () => {
    expect(changeText(entry({ from: null, to: 'Profile Received' }))).toBe('— → Has Received Profile');
  });
  it('shows an inquiry with its date', () => {
    expect(changeText(entry({ field: 'inquired', from: null, to: '2025-03-12T09:05:00.000Z' }), 'UTC')).toBe(
      '— → Inquired 12 Mar 2025, 09:05',
    );
  });
});

describe('sideName', () => {
  it('names the viewed profile and the other one', () => {
    expect(sideName(entry({ profile: 7 }), 7)).toBe('This profile');
    expect(sideName(entry({ profile: 8 }), 7)).toBe('#8');
  });
});
