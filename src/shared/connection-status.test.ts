import { describe, expect, it } from 'vitest';
import {
  isSideStatus,
  SIDE_STATUS_DISPLAY,
  SIDE_STATUSES,
  sideStatusColour,
  sideStatusLabel,
} from './connection-status';

describe('side status display', () => {
  it('follows the §4 table', () => {
    const table = SIDE_STATUSES.map((s) => [s, sideStatusLabel(s), sideStatusColour(s)]);
    expect(table).toEqual([
      ['Not Received', 'Has Not Received', 'gray'],
      ['Profile Received', 'Has Received Profile', 'orange'],
      ['Profile Accepted', 'Has Accepted Profile', 'blue'],
      ['Profile Rejected', 'Has Rejected Profile', 'red'],
      ['In Contact', 'Has Started Contact', 'yellow'],
      ['Rejected After Contact', 'Has Rejected After Contact', 'red'],
      ['Matched', 'Has Matched', 'green'],
    ]);
    expect(Object.keys(SIDE_STATUS_DISPLAY)).toHaveLength(SIDE_STATUSES.length);
  });

  it('recognises side statuses', () => {
    expect(isSideStatus('Matched')).toBe(true);
    expect(isSideStatus('matched')).toBe(false);
    expect(isSideStatus(3)).toBe(false);
  });
});
