/**
 * Field builders shared by the profile and admin schemas. Form inputs send '' (and sometimes null) for an
 * empty field, and selects send numbers as strings, so every field first maps those to "absent" or a number.
 * Numbers and phones may be typed in Urdu or Arabic-Indic digits; they are read as Western digits (digits.ts).
 */

import { z } from 'zod';
import type { NumberRange } from './constants';
import { westernDigits } from './digits';
import { isValidPhone, normalisePhone } from './phone';
import { PROFILE_MESSAGES, tooLongMessage } from './profile-messages';

type Blank = '' | null | undefined;

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export function blankToUndefined<T>(value: T | Blank): T | undefined {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function toText(value: string | Blank): string | undefined {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? present.trim() : present;
}

function toNumber(value: number | string | Blank): number | string | undefined {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  const trimmed = westernDigits(present.trim());
  return NUMERIC.test(trimmed) ? Number(trimmed) : trimmed;
}

function toBoolean(value: boolean | 'true' | 'false' | Blank): boolean | string | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return blankToUndefined(value);
}

interface NumberOptions {
  readonly range: NumberRange;
  readonly rangeMessage: string;
  readonly stepMessage?: string;
  readonly int?: boolean;
}

function numberSchema(requiredMessage: string | undefined, options: NumberOptions) {
  let schema = z
    .number({
      error: (issue) =>
        issue.input === undefined && requiredMessage ? requiredMessage : PROFILE_MESSAGES.notANumber,
    })
    .min(options.range.min, options.rangeMessage)
    .max(options.range.max, options.rangeMessage);
  if (options.int !== false) schema = schema.int(PROFILE_MESSAGES.notAWholeNumber);
  if (options.range.step) schema = schema.multipleOf(options.range.step, options.stepMessage);
  return schema;
}

export function requiredNumber(requiredMessage: string, options: NumberOptions) {
  return z.preprocess(toNumber, numberSchema(requiredMessage, options));
}

export function optionalNumber(options: NumberOptions) {
  return z.preprocess(toNumber, numberSchema(undefined, options).optional());
}

export function requiredText(requiredMessage: string, max: number) {
  return z.preprocess(
    toText,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : PROFILE_MESSAGES.notText) })
      .max(max, tooLongMessage(max)),
  );
}

export function optionalText(max: number) {
  return z.preprocess(
    toText,
    z.string({ error: PROFILE_MESSAGES.notText }).max(max, tooLongMessage(max)).optional(),
  );
}

/**
 * One of the listed values, or the family's own words (the 'Other' choice). A value that differs from a
 * listed one only by case is stored in the listed spelling, so that matching compares like with like.
 */
export function requiredChoiceOrText(values: readonly string[], requiredMessage: string, max: number) {
  return z.preprocess(
    (value: string | Blank) => {
      const text = toText(value);
      if (typeof text !== 'string') return text;
      return values.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;
    },
    requiredText(requiredMessage, max),
  );
}

export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(toText, z.enum(values, { error: message }));
}

export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(toText, z.enum(values, { error: message }).optional());
}

export function requiredBoolean(message: string) {
  return z.preprocess(toBoolean, z.boolean({ error: message }));
}

export function optionalBoolean() {
  return z.preprocess(toBoolean, z.boolean({ error: PROFILE_MESSAGES.notYesNo }).optional());
}

function phoneSchema(requiredMessage: string | undefined) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined && requiredMessage ? requiredMessage : PROFILE_MESSAGES.phoneInvalid,
    })
    .refine(isValidPhone, PROFILE_MESSAGES.phoneInvalid)
    .transform(normalisePhone);
}

/** Passes a string on with Western digits (anything else unchanged) before `schema` reads it (digits.ts). */
export const withWesternDigits = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: unknown) => (typeof value === 'string' ? westernDigits(value) : value), schema);

/** A phone as typed, trimmed, its digits Western (an Urdu keyboard types ۰۳۰۰…). */
function toPhoneText(value: string | Blank): string | undefined {
  const text = toText(value);
  return typeof text === 'string' ? westernDigits(text) : text;
}

/** Stored normalised (+<country code><number>), whatever form was typed, in whatever digits. */
export function requiredPhone(requiredMessage: string) {
  return z.preprocess(toPhoneText, phoneSchema(requiredMessage));
}

export function optionalPhone() {
  return z.preprocess(toPhoneText, phoneSchema(undefined).optional());
}

export function optionalEmail() {
  return z.preprocess(toText, z.email({ error: PROFILE_MESSAGES.emailInvalid }).max(254).optional());
}
