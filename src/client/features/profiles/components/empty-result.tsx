import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function EmptyResult() {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUserSearch size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('emptyTitle')}</Text>
        <Text c="dimmed" size="sm">
          {t('emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
