import { describe, expect, it } from 'vitest';
import { followUpNote, waitText } from './follow-up';

describe('waitText', () => {
  it('says how long a pair or family has waited, in whole days', () => {
    expect(waitText({ days: 0 }, 'waiting')).toBe('Waiting less than a day');
    expect(waitText({ days: 1 }, 'waiting')).toBe('Waiting 1 day');
    expect(waitText({ days: 4 }, 'waiting')).toBe('Waiting 4 days');
  });

  it('says how long a Matched pair has been unchanged', () => {
    expect(waitText({ days: 0 }, 'unchanged')).toBe('Changed today');
    expect(waitText({ days: 1 }, 'unchanged')).toBe('Unchanged for 1 day');
    expect(waitText({ days: 12 }, 'unchanged')).toBe('Unchanged for 12 days');
  });
});

describe('followUpNote', () => {
  it('gives the rule beside the count, or says nothing has waited that long', () => {
    expect(followUpNote({ days: 3, count: 2 })).toBe('waiting more than 3 days');
    expect(followUpNote({ days: 1, count: 1 })).toBe('waiting more than 1 day');
    expect(followUpNote({ days: 3, count: 0 })).toBe('Nothing has waited more than 3 days');
  });
});
