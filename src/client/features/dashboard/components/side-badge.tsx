import { Badge } from '@mantine/core';
import { type SideStatus, sideStatusColour, sideStatusLabel } from '@shared/connection-status';

/** One side's status with its label and colour from the SPEC §4 table. */
export function SideBadge({ status }: { status: SideStatus }) {
  return (
    <Badge color={sideStatusColour(status)} variant="light" style={{ textTransform: 'none' }}>
      {sideStatusLabel(status)}
    </Badge>
  );
}
