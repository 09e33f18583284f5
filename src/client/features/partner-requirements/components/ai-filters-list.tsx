import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { REQUIREMENT_MESSAGES } from '../messages';
import type { AiFilterRow } from '../utils/ai-filters';

/** Each partner preference in effect, marked 'set' (by the matchmaker) or 'default' (SPEC §9). */
export function AiFiltersList({ rows }: { rows: readonly AiFilterRow[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2 }}
      spacing="xs"
      verticalSpacing={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => (
        <Group
          key={row.key}
          component="li"
          gap={6}
          wrap="wrap"
          data-ai-filter={row.key}
          data-source={row.source}
        >
          <Text size="sm" c="dimmed" span>
            {row.label}
          </Text>
          <Text
            size="sm"
            fw={row.source === 'none' ? 400 : 500}
            c={row.source === 'none' ? 'dimmed' : undefined}
            span
          >
            {row.value}
          </Text>
          {row.source === 'none' ? null : (
            <Badge
              size="xs"
              variant={row.source === 'set' ? 'filled' : 'outline'}
              color={row.source === 'set' ? 'teal.9' : 'gray.7'}
              tt="none"
            >
              {row.source === 'set' ? REQUIREMENT_MESSAGES.aiFilterSet : REQUIREMENT_MESSAGES.aiFilterDefault}
            </Badge>
          )}
        </Group>
      ))}
    </SimpleGrid>
  );
}
