import { z } from 'zod';
import { unknownFieldMessage } from './profile-messages';
import type { SameShape } from './same-shape';
import {
  VERIFICATION_CHECKS,
  VERIFICATION_MESSAGES,
  type VerificationCheck,
  type Verifications,
} from './verifications';

/** The zod schemas of verifications.ts's shapes (issue 18, decision 036): the server validates with them. */

/** The four answers as every viewer of the profile receives them. */
export const verificationsSchema = z.object({
  phone: z.boolean(),
  cnic: z.boolean(),
  meeting: z.boolean(),
  education: z.boolean(),
});

const flag = (check: VerificationCheck) =>
  z.boolean({ error: VERIFICATION_MESSAGES.notABoolean(check) }).optional();

/**
 * `verifications` of PATCH /api/profile/{id}: any of the four checks (a partial object changes only the
 * checks it names), each true or false, at least one; an unknown key is refused and nothing is saved.
 */
export const verificationsInputSchema = z
  .strictObject(
    {
      phone: flag('phone'),
      cnic: flag('cnic'),
      meeting: flag('meeting'),
      education: flag('education'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? unknownFieldMessage(`verifications.${issue.keys[0] ?? ''}`)
          : issue.code === 'invalid_type'
            ? VERIFICATION_MESSAGES.notAnObject
            : undefined,
    },
  )
  .refine((v) => VERIFICATION_CHECKS.some((check) => v[check] !== undefined), {
    message: VERIFICATION_MESSAGES.empty,
  });
export type VerificationsInput = z.output<typeof verificationsInputSchema>;

/** verifications.ts's `Verifications` and the schema describe the same shape (checked both ways). */
export const shapesAgree: [SameShape<z.infer<typeof verificationsSchema>, Verifications>] = [true];
