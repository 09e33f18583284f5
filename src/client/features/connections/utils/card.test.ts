import { loadNamespaces } from '@client/lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardFacts, cardMarks, displayName, summaryBadge } from './card';

// The helpers speak through the `connections` catalog (English here).
beforeAll(() => loadNamespaces('connections'));

describe('displayName', () => {
  it('answers the name when the viewer may see it, otherwise the profile number', () => {
    expect(displayName({ _id: 7, name: ' Bilal Ahmed ' })).toBe('Bilal Ahmed');
    expect(displayName({ _id: 7, name: null })).toBe('Profile #7');
    expect(displayName({ _id: 7 })).toBe('Profile #7');
    expect(displayName({ _id: 7, name: '  ' })).toBe('Profile #7');
  });
});

describe('cardFacts', () => {
  it('lists age, city, education and job, leaving out what is empty', () => {
    expect(
      cardFacts({ age: 30, city: 'Lahore', education: 'BSc', jobType: 'Private', jobTitle: 'Engineer' }),
    ).toEqual(['30 years', 'Lahore', 'BSc', 'Engineer']);
    expect(cardFacts({ age: 26, city: 'Karachi', education: null, jobType: 'Un Employed' })).toEqual([
      '26 years',
      'Karachi',
      'Not Working',
    ]);
    expect(cardFacts({ age: 26, city: 'Multan', jobType: 'Other', otherJobType: 'Tailor' })).toEqual([
      '26 years',
      'Multan',
      'Tailor',
    ]);
  });
});

describe('summaryBadge', () => {
  it('shows the summary from the family’s own side', () => {
    expect(summaryBadge('Profile Accepted', 'Profile Accepted')).toEqual({
      label: 'Interested in you',
      colour: 'blue',
    });
    expect(summaryBadge('Profile Accepted', 'Profile Received')).toEqual({
      label: 'Awaiting their response',
      colour: 'orange',
    });
    expect(summaryBadge('Profile Rejected', 'Profile Accepted')).toEqual({
      label: 'Rejected by you',
      colour: 'red',
    });
    expect(summaryBadge('Matched', 'Matched')?.label).toBe('Matched');
    expect(summaryBadge('Not Received', 'Not Received')).toBeNull();
  });
});

describe('cardMarks (issue 16: mutual interest)', () => {
  it('marks mutual interest, with the WhatsApp button while the next step is the family’s message to us', () => {
    expect(cardMarks('Profile Accepted', 'Profile Accepted')).toEqual({
      badge: null,
      mutual: true,
      contactUs: true,
    });
    expect(cardMarks('Profile Accepted', 'In Contact')).toEqual({
      badge: { label: 'In contact', colour: 'yellow' },
      mutual: true,
      contactUs: true,
    });
    expect(cardMarks('In Contact', 'In Contact')).toEqual({
      badge: { label: 'In contact', colour: 'yellow' },
      mutual: true,
      contactUs: false,
    });
    expect(cardMarks('Matched', 'Matched')).toEqual({
      badge: { label: 'Matched', colour: 'green' },
      mutual: true,
      contactUs: false,
    });
  });

  it('keeps the summary badge alone where the interest is one-sided or ended', () => {
    expect(cardMarks('Profile Received', 'Profile Accepted')).toEqual({
      badge: { label: 'Interested in you', colour: 'blue' },
      mutual: false,
      contactUs: false,
    });
    expect(cardMarks('Profile Accepted', 'Profile Received')).toMatchObject({
      mutual: false,
      contactUs: false,
    });
    expect(cardMarks('Rejected After Contact', 'In Contact')).toEqual({
      badge: { label: 'Rejected by you', colour: 'red' },
      mutual: false,
      contactUs: false,
    });
  });
});
