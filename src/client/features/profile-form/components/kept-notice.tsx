import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A new profile submitted without a connection: kept on the phone until it can be sent (issue 19). */
export function KeptNotice() {
  const { t } = useTranslation('form');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status" data-testid="kept-submission">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconDeviceMobileCheck size={32} />
        </ThemeIcon>
        <Text maw={480} fw={600}>
          {t('kept')}
        </Text>
      </Stack>
    </Paper>
  );
}
