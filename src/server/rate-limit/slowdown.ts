import { setTimeout as sleep } from 'node:timers/promises';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_SLOWDOWN_AFTER_FAILURES,
  LOGIN_SLOWDOWN_FIRST_MS,
  LOGIN_SLOWDOWN_MAX_MS,
} from '@shared/auth';

/**
 * How long a sign-in on a matchmaker account waits before its answer, given the failures on that account
 * (from any address) in the slowdown window: nothing below the threshold, then FIRST, doubling with every
 * further failure, capped at MAX. The right password waits as long as a wrong one, so the wait tells nothing.
 */
export function loginSlowdownMs(failures: number): number {
  return slowdownPast(failures, LOGIN_SLOWDOWN_AFTER_FAILURES);
}

/**
 * How long a password sign-in from an address waits, given that address's failures in the failure window: the
 * same curve, from the address's limit on (decision 049). Its right passwords still sign in, after the wait.
 */
export function addressSlowdownMs(failures: number): number {
  return slowdownPast(failures, LOGIN_FAILURES_PER_ADDRESS);
}

function slowdownPast(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** (failures - threshold));
}

/** The real wait; tests give the service another. */
export async function wait(ms: number): Promise<void> {
  await sleep(ms);
}
