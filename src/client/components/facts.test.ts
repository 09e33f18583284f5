import { HIDDEN } from '@shared/free-text';
import { describe, expect, it } from 'vitest';
import { HIDDEN_MARK, textDirection } from './facts';

describe('textDirection', () => {
  it('reads a run by its first letter, as dir="auto" does', () => {
    expect(textDirection('MA English')).toBe('ltr');
    expect(textDirection('27 سال')).toBe('rtl');
    expect(textDirection('Lahore میں رہتے ہیں')).toBe('ltr');
    expect(textDirection('لاہور, Model Town')).toBe('rtl');
  });

  it('sets a run without letters left to right: heights, ids, phone numbers', () => {
    expect(textDirection(`5'4"`)).toBe('ltr');
    expect(textDirection('#12')).toBe('ltr');
    expect(textDirection('+1 555 123 4567')).toBe('ltr');
  });
});

describe('the mark of what the server kept back', () => {
  it('is the server’s own', () => expect(HIDDEN_MARK).toBe(HIDDEN));
});
