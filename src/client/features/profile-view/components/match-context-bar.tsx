import { Button } from '@client/components/button';
import { Group, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `?matchProfileId=N`: which profile the matchmaker is finding matches for, with the way back. */
export function MatchContextBar({ matchProfileId }: { matchProfileId: number }) {
  const { t } = useTranslation('profileView');
  const matchingFor = t('matchingFor', { id: matchProfileId });
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      bg="var(--mantine-color-gold-0)"
      role="region"
      aria-label={matchingFor}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconHeartHandshake size={20} aria-hidden />
          <Text fw={600}>{matchingFor}</Text>
        </Group>
        <Button
          href={`/profiles?matchProfileId=${matchProfileId}`}
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('backToMatches')}
        </Button>
      </Group>
    </Paper>
  );
}
