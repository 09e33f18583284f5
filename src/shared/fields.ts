/**
 * An answer or a stored record read without zod (decisions 073, 099, 102: the first screens do not load it):
 * an object's fields, each still to be checked by whoever reads it.
 */
export type Fields = Record<string, unknown>;

/** True for an object whose fields can be read by name (not null, not a list). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
