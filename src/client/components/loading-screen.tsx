import { Center, Loader, Stack, Text } from '@mantine/core';

export const LOADING_TEXT = 'Loading application...';

/** Shown while the app boots and while a page's code loads. */
export function LoadingScreen() {
  return (
    <Center mih="60vh" p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="maroon" type="dots" aria-hidden />
        <Text c="dimmed">{LOADING_TEXT}</Text>
      </Stack>
    </Center>
  );
}
