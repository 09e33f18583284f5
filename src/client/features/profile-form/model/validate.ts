import { adminProfileFieldsSchema } from '@shared/admin-schema';
import { familyRequirementsSchema } from '@shared/family-requirements';
import { profileSchema } from '@shared/profile-schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ProfileFormState } from './form-values';
import { errorsByFormField, toAdminPayload, toProfilePayload } from './payload';
import { requirementFieldOf, toRequirementsPayload } from './requirements';

const profileResolver = zod4Resolver(profileSchema);
const adminResolver = zod4Resolver(adminProfileFieldsSchema);
const requirementsResolver = zod4Resolver(familyRequirementsSchema);

/**
 * Validates what would be sent with the shared schemas (the API validates with the same ones), so every
 * message is the schema's. Pictures are checked by the uploader (count, type, size), not here.
 */
export function validateProfileForm(
  values: ProfileFormState,
  options: { isAdmin: boolean },
): Record<string, string> {
  const profileErrors = profileResolver(toProfilePayload(values, []));
  const errors = errorsByFormField(
    Object.entries(profileErrors).map(([path, message]) => ({ path, message: String(message) })),
    values,
  );
  // A family's own requirements (decision 059); a matchmaker edits them in the requirements editor.
  if (!options.isAdmin) {
    for (const [path, message] of Object.entries(requirementsResolver(toRequirementsPayload(values)))) {
      const field = requirementFieldOf(path);
      if (field) errors[field] ??= String(message);
    }
  }
  if (options.isAdmin) {
    for (const [path, message] of Object.entries(adminResolver(toAdminPayload(values)))) {
      errors[path] ??= String(message);
    }
  }
  return errors;
}
