import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CARDS = 6;

/**
 * While a list's first page loads (right after signing in, issue 29, decision 069): the shape of the cards it
 * will show, in the list's own grid, rather than an empty page.
 */
export function ListSkeleton() {
  const { t } = useTranslation('profiles');
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-testid="list-skeleton">
      <Text c="dimmed" size="sm">
        {t('loading')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
        {Array.from({ length: CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing of their own
          <Card key={i} withBorder radius="md" padding="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Skeleton height={88} width={88} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={18} width="70%" />
                <Skeleton height={12} width="90%" />
                <Skeleton height={12} width="50%" />
              </Stack>
            </Group>
            <Stack gap={6} mt="md">
              <Skeleton height={10} />
              <Skeleton height={10} width="80%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
