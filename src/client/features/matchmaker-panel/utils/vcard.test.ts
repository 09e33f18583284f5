import { describe, expect, it } from 'vitest';
import { escapeVcardText, VCARD_MIME, vcard, vcardFileName } from './vcard';

describe('vcard', () => {
  it('builds a vCard 3.0 card with the normalised phone and CRLF line ends', () => {
    const card = vcard('Rishta #12 (own)', '0300 123-4567');
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Rishta #12 (own);;;;',
        'FN:Rishta #12 (own)',
        'TEL;TYPE=CELL:+923001234567',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expect(VCARD_MIME).toBe('text/vcard');
  });
  it('keeps international numbers and escapes special characters', () => {
    expect(vcard('A, B; C', '0044 20 7946 0018')).toContain('TEL;TYPE=CELL:+442079460018');
    expect(escapeVcardText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('names the file after the card', () => {
    expect(vcardFileName('Rishta #12 (own)')).toBe('rishta-12-own.vcf');
    expect(vcardFileName('###')).toBe('contact.vcf');
  });
});
