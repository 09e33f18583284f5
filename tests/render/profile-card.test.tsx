import { ProfileCard } from '@client/features/profiles/components/profile-card';
import type { ProfileCard as Card } from '@shared/profile-list-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../support/render';

/** A family's card of a woman in Lahore, as the server sends it to a family (no admin fields). */
const card = (over: Partial<Card> = {}): Card => ({
  _id: 39,
  age: 27,
  gender: 'Female',
  city: 'Lahore',
  maritalStatus: 'Single',
  picturesHidden: true,
  mismatchedFilters: [],
  connectionSummary: null,
  distanceKm: 0.3,
  score: 91,
  reasons: [
    { name: 'sameCaste', label: 'Same caste' },
    { name: 'nearby', label: 'Same city', value: 0 },
    { name: 'sameLanguage', label: 'Both Punjabi', value: 'Punjabi' },
  ] as Card['reasons'],
  ...over,
});

const draw = (profile: Card, language: 'en' | 'ur') =>
  renderInApp(<ProfileCard profile={profile} isAdmin={false} matchProfileId={null} />, {
    language,
    namespaces: ['profiles'],
  });

describe('a family’s profile card (render tier)', () => {
  it('says "Same city" once: in the head line, not again among the chips', async () => {
    await draw(card(), 'en');
    const article = screen.getByRole('article');
    expect(within(article).getAllByText('Same city', { exact: true })).toHaveLength(1);
    expect(within(article).getByTestId('match-score').textContent).toBe('91% match');
    expect(
      within(article)
        .getAllByTestId('match-reason')
        .map((chip) => chip.textContent),
    ).toEqual(['Same caste', 'Both Punjabi']);
  });

  it('in Urdu: the page is right-to-left, the chips are Urdu, the profile number is one left-to-right run', async () => {
    await draw(card(), 'ur');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ur');
    const article = screen.getByRole('article');
    expect(within(article).getByTestId('match-score').textContent).toBe('مطابقت 91%');
    expect(
      within(article)
        .getAllByTestId('match-reason')
        .map((chip) => chip.textContent),
    ).toEqual(['ایک ہی ذات', 'دونوں پنجابی']);
    // "#39" must not read "39#": the number and its sign are isolated left to right wherever they show.
    const heading = within(article).getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain('#39');
    const isolates = [...heading.querySelectorAll('bdi, [dir]')].filter((el) =>
      el.textContent?.includes('#39'),
    );
    expect(
      isolates.some((el) => el.getAttribute('dir') === 'ltr' && el.textContent?.trim().endsWith('#39')),
    ).toBe(true);
    // City names in Urdu where the list has them.
    expect(article.textContent).toContain('لاہور');
    expect(article.textContent).not.toContain('Lahore');
  });
});
