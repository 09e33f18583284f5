import { extractPreferences } from '@shared/preference-extractor';
import { describe, expect, it } from 'vitest';
import { suggestionRows } from './ai-filter-suggestions';

describe('suggestionRows', () => {
  it('makes one line per preference with the words it came from', () => {
    const rows = suggestionRows(
      extractPreferences(null, 'Looking for a Rajput girl, age 22-26, unmarried, Urdu speaking family'),
    );
    expect(rows.map((r) => r.text)).toEqual([
      'Minimum age 22 — from "22-26"',
      'Maximum age 26 — from "22-26"',
      'Marital status Single — from "unmarried"',
      'Caste Rajput — from "Rajput"',
      'Native language Urdu Speaking — from "Urdu speaking"',
    ]);
  });

  it('joins height parts and flags into their line, quoting each piece of evidence once', () => {
    const rows = suggestionRows({
      proposal: { minHeightFt: 5, minHeightIn: 4, heighted: true, minEducationYears: 16, minEducation: true },
      evidence: [
        { key: 'minEducationYears', text: 'masters' },
        { key: 'minEducation', text: 'masters' },
        { key: 'minEducationYears', text: 'MBA' },
        { key: 'minHeightFt', text: '5.4' },
        { key: 'heighted', text: '5.4' },
      ],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        key: 'minEducationYears',
        text: 'Minimum education years 16 — from "masters", "MBA"',
      }),
      expect.objectContaining({ key: 'minHeight', value: '5\'4"', evidence: ['5.4'] }),
    ]);
  });

  it('answers no lines for nothing found', () => {
    expect(suggestionRows(extractPreferences('', 'A good family'))).toEqual([]);
    expect(suggestionRows({ proposal: { heighted: true }, evidence: [] })).toEqual([]);
  });
});
