import { Badge } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { PANEL_MESSAGES } from '../messages';

/**
 * "City not in the list" (issue 16, decision 033): the family's city is kept as typed, and location matching
 * cannot place it. Matchmakers only: the server sends `cityNotListed` to no one else.
 */
export function CityNotListedBadge({ city }: { city: string }) {
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconMapPinQuestion size={14} aria-hidden />}
      data-testid="city-not-listed"
      title={PANEL_MESSAGES.cityNotListedHint(city)}
      style={{ textTransform: 'none' }}
    >
      {PANEL_MESSAGES.cityNotListed}
    </Badge>
  );
}
