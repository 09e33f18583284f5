import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of the form; fields one per row on a phone, two per row from the `sm` breakpoint. */
export function FormSection({
  title,
  children,
  after,
}: {
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title id={id} order={2} size="h3">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {children}
        </SimpleGrid>
        {after}
      </Stack>
    </Paper>
  );
}

/** Two short inputs that stay side by side even on a phone (height, marriage duration). */
export function Pair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      {children}
    </SimpleGrid>
  );
}
