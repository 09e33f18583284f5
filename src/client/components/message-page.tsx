import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { PageTitle } from './page-title';

export interface MessagePageProps {
  title: string;
  /** For the page's meta description (search results, link previews). */
  description?: string;
  children: ReactNode;
  icon?: ReactNode;
  /** Buttons or links offered below the message. */
  actions?: ReactNode;
}

/** A centred card explaining a situation (not found, not allowed, sign-in needed, errors). */
export function MessagePage({ title, description, children, icon, actions }: MessagePageProps) {
  return (
    <PageContainer size="sm">
      <PageTitle title={title} description={description} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="center" ta="center" gap="md">
          {icon ? (
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
          ) : null}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" maw={460}>
            {children}
          </Text>
          {actions ? (
            <Stack gap="xs" w="100%" align="center">
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
