/**
 * The name rule of DESIGN §3, written once: what one family may learn of another profile's name. The server's
 * views (`mayIdentify`, server/privacy) and every WhatsApp text a matchmaker sends to a family (whatsapp.ts)
 * both follow it, so a text never names a woman whose name her view would withhold.
 */
import type { SideStatus } from './connection-status';

/** A woman's side at these statuses means she has accepted the viewer's profile (DESIGN §3). */
export const ACCEPTED_SIDES: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

/**
 * Whether the family of `family` may read the name of `profile` (another profile): a man's always; a woman's
 * by another woman's family; by a man's family only once her side towards him has accepted.
 */
export function mayNameToFamily(
  profile: { gender: string },
  family: { gender: string },
  sideTowardsFamily: SideStatus | null,
): boolean {
  if (profile.gender === 'Male') return true;
  if (family.gender === 'Female') return true;
  return sideTowardsFamily !== null && ACCEPTED_SIDES.includes(sideTowardsFamily);
}
