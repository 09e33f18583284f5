import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the app boots and while a page's code loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="maroon" type="dots" aria-hidden />
        <Text c="dimmed">{t('loading')}</Text>
      </Stack>
    </Center>
  );
}
