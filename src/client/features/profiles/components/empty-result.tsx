import { Button } from '@client/components/button';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An empty list. With filters set: SPEC §2's 'No profiles found matching your criteria.'; for a matchmaker's
 * list without any filter, nothing was filtered away, so it says there are no profiles yet and where they
 * come from. `children` follow (where a search finds something in another status).
 */
export function EmptyResult({
  unfiltered = false,
  children,
}: {
  unfiltered?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUserSearch size={26} />
        </ThemeIcon>
        <Text fw={600}>{unfiltered ? t('noProfilesYet') : t('emptyTitle')}</Text>
        <Text c="dimmed" size="sm">
          {unfiltered ? t('noProfilesYetHint') : t('emptyHint')}
        </Text>
        {unfiltered ? (
          <Button href="/profile/add" variant="outline">
            {t('openProfileForm')}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
