import { NATIVE_LANGUAGES, RELIGIONS } from '@shared/enums';

/**
 * The tests' examples of a family's own words where a closed list has no entry (the 'Other' choice, issue 16):
 * one constant each, so that adding the language to the list (src/shared/enums.ts) changes one line here
 * rather than the tests that use it (issue 26). Checked when loaded: an example that has become a listed
 * value would test nothing.
 */
export const UNLISTED_LANGUAGE = 'Gujarati';
export const UNLISTED_RELIGION = 'Parsi';

for (const [example, list] of [
  [UNLISTED_LANGUAGE, NATIVE_LANGUAGES],
  [UNLISTED_RELIGION, RELIGIONS],
] as const) {
  if ((list as readonly string[]).some((value) => value.toLowerCase() === example.toLowerCase()))
    throw new Error(
      `${example} is listed now (src/shared/enums.ts): choose another example in tests/support/examples.ts`,
    );
}
