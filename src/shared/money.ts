/** Amounts in rupees as the product shows them (SPEC §9). */

import { INCOME_FORMAT_THRESHOLD } from './constants';

const CRORE = 10_000_000;
const LAKH = 100_000;
const HAZAR = 1000;

/** Western grouping (150,000), as the first version showed it; the words below carry the local reading. */
export function formatAmount(amount: number): string {
  const whole = Math.round(amount);
  return Math.abs(whole) >= INCOME_FORMAT_THRESHOLD ? whole.toLocaleString('en-US') : String(whole);
}

export function formatRupees(amount: number): string {
  return `Rs ${formatAmount(amount)}`;
}

/** 250000 → '2 lakh 50 hazar'; the remainder below 1000 is spoken as a plain number. */
export function amountInWords(amount: number): string {
  let rest = Math.round(Math.abs(amount));
  if (rest === 0) return '0';
  const words: string[] = [];
  for (const [unit, name] of [
    [CRORE, 'crore'],
    [LAKH, 'lakh'],
    [HAZAR, 'hazar'],
  ] as const) {
    const count = Math.floor(rest / unit);
    if (count > 0) words.push(`${count} ${name}`);
    rest -= count * unit;
  }
  if (rest > 0) words.push(String(rest));
  return (amount < 0 ? '-' : '') + words.join(' ');
}
