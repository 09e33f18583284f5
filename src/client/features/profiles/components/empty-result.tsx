import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { LIST_MESSAGES } from '../messages';

export function EmptyResult() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUserSearch size={26} />
        </ThemeIcon>
        <Text fw={600}>{LIST_MESSAGES.emptyTitle}</Text>
        <Text c="dimmed" size="sm">
          {LIST_MESSAGES.emptyHint}
        </Text>
      </Stack>
    </Paper>
  );
}
