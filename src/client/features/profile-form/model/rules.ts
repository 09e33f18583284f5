/**
 * What checks and sends the profile form: zod, the shared schemas and the API calls. Loaded on demand
 * (load-rules.ts), not with the form's first render (decision 023).
 */
export {
  createProfile,
  deleteProfile,
  fetchProfile,
  fieldErrorsOf,
  submissionHeaders,
  updateProfile,
} from '../api/profile-api';
export { errorsByFormField, toAdminPayload, toProfilePayload } from './payload';
export { validateProfileForm } from './validate';
