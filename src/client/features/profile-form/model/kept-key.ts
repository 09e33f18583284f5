/** Where a submission kept on the phone waits (issue 19): small, so any page can look without the form's code. */
export const KEPT_SUBMISSION_STORAGE_KEY = 'profile-submission-kept';
