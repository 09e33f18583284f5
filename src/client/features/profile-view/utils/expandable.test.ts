import { EXPANDABLE_TEXT_LIMIT, EXPANDABLE_TEXT_MIN_HIDDEN } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { collapseText } from './expandable';

const text = (n: number) => 'a'.repeat(n);

describe('collapseText', () => {
  it('keeps text up to the limit whole', () => {
    expect(collapseText(text(75))).toEqual({ visible: text(75), collapses: false });
    expect(collapseText('')).toEqual({ visible: '', collapses: false });
  });
  it('does not collapse when fewer than 14 characters would be hidden', () => {
    const almost = text(EXPANDABLE_TEXT_LIMIT + EXPANDABLE_TEXT_MIN_HIDDEN - 1);
    expect(collapseText(almost)).toEqual({ visible: almost, collapses: false });
  });
  it('collapses to 75 characters when at least 14 would be hidden', () => {
    const long = text(EXPANDABLE_TEXT_LIMIT + EXPANDABLE_TEXT_MIN_HIDDEN);
    expect(collapseText(long)).toEqual({ visible: text(75), collapses: true });
  });
  it('counts characters, not UTF-16 units, and trims the cut', () => {
    const emoji = '😀'.repeat(80);
    expect(collapseText(emoji).collapses).toBe(false);
    const words = `${'word '.repeat(15)}${'x'.repeat(20)}`;
    expect(collapseText(words).visible).toBe('word '.repeat(15).trimEnd());
  });
});
