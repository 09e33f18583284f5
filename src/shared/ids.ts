/**
 * Ids as they arrive in paths, queries and bodies (issue 14): plain decimal digits, without sign, prefix,
 * exponent, spaces, fraction or leading zero, up to the database's integer range. `Number()` and
 * `z.coerce.number()` read `0x10` as 16 and `+1`, `1e0`, ` 1` and `1.0` as 1, so one id had many spellings
 * (a fuzz run deleted a profile by `+1`); here it has exactly one.
 */
import { z } from 'zod';
import { PROFILE_ID_MAX } from './constants';

export const PROFILE_ID_MESSAGE = 'Profile id must be a number.';

/** One id: 1 to 2147483647 written in decimal digits, the first not 0. */
const ID_DIGITS = '[1-9][0-9]{0,9}';
const ID_PATTERN = new RegExp(`^${ID_DIGITS}$`);
const PAIR_PATTERN = new RegExp(`^(${ID_DIGITS})-(${ID_DIGITS})$`);

/** The id a text spells in plain decimal digits, or null (also beyond the integer range). */
export function parseDecimalId(text: string): number | null {
  if (!ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= PROFILE_ID_MAX ? id : null;
}

/** A path or query id (`/api/profile/:id`, `?matchProfileId=`): a string of plain decimal digits. */
export const pathIdSchema = (message: string = PROFILE_ID_MESSAGE) =>
  z.string({ error: message }).transform((text, ctx) => {
    const id = parseDecimalId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** A body id (`sentTo`, `connectionWith`): a JSON integer in range, or a string a path id would accept. */
export const bodyIdSchema = (message: string = PROFILE_ID_MESSAGE) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const id =
      typeof value === 'string'
        ? parseDecimalId(value)
        : Number.isInteger(value) && value >= 1 && value <= PROFILE_ID_MAX
          ? value
          : null;
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** The connection's two profiles in its path, `{profile1Id}-{profile2Id}`, each a plain decimal id. */
export const idPairSchema = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const match = PAIR_PATTERN.exec(text);
    const a = match ? parseDecimalId(match[1] as string) : null;
    const b = match ? parseDecimalId(match[2] as string) : null;
    if (a === null || b === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [a, b] as const;
  });
