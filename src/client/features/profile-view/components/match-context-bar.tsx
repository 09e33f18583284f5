import { Button } from '@client/components/button';
import { useProfileById } from '@client/lib/profile-by-id';
import { Group, Paper, Text } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import { IconArrowLeft, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * `?matchProfileId=N`: which profile the matchmaker is finding matches for, named as everywhere else
 * ("Name · #id · age · city", issue 29; "#id" until it is known), with the way back.
 */
export function MatchContextBar({ matchProfileId }: { matchProfileId: number }) {
  const { t } = useTranslation('profileView');
  const matchingFor = t('matchingFor', { id: matchProfileId });
  const searched = useProfileById(matchProfileId).data;
  const shown = searched ? t('matchingForNamed', { label: profileLabel(searched) }) : matchingFor;
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
          <Text fw={600}>{shown}</Text>
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
