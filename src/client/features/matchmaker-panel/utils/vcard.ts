/** Contact cards (vCard 3.0, RFC 2426) for a profile's phones, for the matchmaker's address book. */

import { normalisePhone } from '@shared/phone';

export const VCARD_MIME = 'text/vcard';

/** Escapes text values: backslash, comma, semicolon and newlines (RFC 2426 §4). */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/** One contact card: a display name and one phone number, normalised (+92…). Lines end in CRLF. */
export function vcard(name: string, phone: string): string {
  const fullName = escapeVcardText(name);
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${fullName};;;;`,
    `FN:${fullName}`,
    `TEL;TYPE=CELL:${normalisePhone(phone)}`,
    'END:VCARD',
    '',
  ].join('\r\n');
}

/** 'Rishta #12 (own)' → 'rishta-12-own.vcf'. */
export function vcardFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'contact'}.vcf`;
}
