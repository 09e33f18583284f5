import { MatchChips } from '@client/components/match-reasons';
import { useIsAdmin, useSession } from '@client/lib/session';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileMatch } from '../api/match-query';

/**
 * Why this profile fits (decision 043): the score and every reason, for a profile opened from a match list:
 * a family's own matches, or a matchmaker's with `?matchProfileId=`. Nothing shows for any other profile.
 */
export function MatchReasonsSection({
  profileId,
  matchProfileId,
}: {
  profileId: number;
  matchProfileId: number | null;
}) {
  const { t } = useTranslation('profileView');
  const isAdmin = useIsAdmin();
  const viewer = useSession().username;
  const query = useProfileMatch(profileId, matchProfileId, isAdmin ? matchProfileId !== null : true, viewer);
  const match = query.data?.match;
  if (!match) return null;
  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={t('matchReasons')}>
      <Stack gap={6}>
        <Text fw={600}>{t('matchReasons')}</Text>
        <MatchChips score={match.score} reasons={match.reasons} />
      </Stack>
    </Paper>
  );
}
