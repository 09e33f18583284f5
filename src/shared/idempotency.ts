import { z } from 'zod';

/**
 * Issue 19: a profile form submitted on a flaky connection is sent again until an answer arrives; the same
 * `Idempotency-Key` makes the second `POST /api/profile` answer the first one's result instead of creating
 * another profile (decision 042).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".',
  otherBody: 'This Idempotency-Key was already used for a different profile.',
  inFlight: 'This profile is still being saved. Please try again in a moment.',
} as const;

/** A key the browser makes once per submission (a UUID); never a name or a number a person could guess. */
export const idempotencyKeySchema = z
  .string({ message: IDEMPOTENCY_MESSAGES.invalid })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, IDEMPOTENCY_MESSAGES.invalid);

/** A claimed key whose first request never finished (the process stopped) may be claimed again after this. */
export const IDEMPOTENCY_ABANDONED_AFTER_MS = 60_000;
