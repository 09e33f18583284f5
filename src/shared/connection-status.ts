/** The status of one side of a connection, with its label and badge colour (SPEC §4 table). */

export const SIDE_STATUSES = [
  'Not Received',
  'Profile Received',
  'Profile Accepted',
  'Profile Rejected',
  'In Contact',
  'Rejected After Contact',
  'Matched',
] as const;
export type SideStatus = (typeof SIDE_STATUSES)[number];

export type BadgeColour = 'gray' | 'orange' | 'blue' | 'red' | 'yellow' | 'green';

export const SIDE_STATUS_DISPLAY: Record<
  SideStatus,
  { readonly label: string; readonly colour: BadgeColour }
> = {
  'Not Received': { label: 'Has Not Received', colour: 'gray' },
  'Profile Received': { label: 'Has Received Profile', colour: 'orange' },
  'Profile Accepted': { label: 'Has Accepted Profile', colour: 'blue' },
  'Profile Rejected': { label: 'Has Rejected Profile', colour: 'red' },
  'In Contact': { label: 'Has Started Contact', colour: 'yellow' },
  'Rejected After Contact': { label: 'Has Rejected After Contact', colour: 'red' },
  Matched: { label: 'Has Matched', colour: 'green' },
};

export function isSideStatus(value: unknown): value is SideStatus {
  return typeof value === 'string' && (SIDE_STATUSES as readonly string[]).includes(value);
}

export function sideStatusLabel(status: SideStatus): string {
  return SIDE_STATUS_DISPLAY[status].label;
}

export function sideStatusColour(status: SideStatus): BadgeColour {
  return SIDE_STATUS_DISPLAY[status].colour;
}

/**
 * A profile the matchmakers sent that waits for the family's answer: its own side is Profile Received (it
 * has neither said yes nor no), whatever the other family did. The login link opens it (issue 30 item 5).
 */
export function waitsForAnswer(own: SideStatus): boolean {
  return own === 'Profile Received';
}
