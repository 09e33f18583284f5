import { manProfile, womanProfile } from './profiles';

/**
 * @deprecated Issue 26: use `womanProfile` / `manProfile` from ./profiles, typed by the shared schema. These
 * untyped names are kept only for test files written before the change; delete this file once none imports it.
 */
export function validProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...womanProfile(), ...overrides };
}

/** @deprecated Issue 26: use `manProfile` from ./profiles. */
export function validMaleProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...manProfile(), ...overrides };
}
