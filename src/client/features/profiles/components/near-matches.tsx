import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearMatches } from '../api/use-near-matches';
import { pageCount } from '../utils/card';
import { PAGE_KEY } from '../utils/filters';
import { ListPagination } from './list-pagination';
import { ProfileListSlotsContext } from './list-slots';
import { ProfileCard } from './profile-card';

/** Below this many exact matches the near matches are opened at once, right under them (issue 17). */
export const NEAR_PROMINENT_BELOW = 12;

const NO_SLOTS = {};

export interface NearMatchesProps {
  /** The address of the match list: the near matches are its query with `near=true`. */
  search: URLSearchParams;
  matchProfileId: number;
  /** How many exact matches the list has. */
  exactTotal: number;
}

/** The section's key: a changed search (the list's own page aside) opens it afresh, on its first page. */
export function nearMatchesKey(search: URLSearchParams): string {
  const withoutPage = new URLSearchParams(search);
  withoutPage.delete(PAGE_KEY);
  return withoutPage.toString();
}

/**
 * A matchmaker's "Near matches" (decision 044): the profiles that miss one requirement of the searched
 * profile by a little, each card saying which. Open when the exact matches are few, otherwise a closed
 * section under the list that asks for them when opened. Families never see it.
 */
export function NearMatches({ search, matchProfileId, exactTotal }: NearMatchesProps) {
  const { t } = useTranslation('profiles');
  const prominent = exactTotal < NEAR_PROMINENT_BELOW;
  const [open, disclosure] = useDisclosure(prominent);
  const [page, setPage] = useState(1);
  const headingId = useId();
  const regionId = useId();
  const near = useNearMatches(search, page, open);
  const data = near.data;

  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      data-testid="near-matches"
      data-prominent={prominent}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id={headingId}>
            {t('nearMatches.heading')}
            {data && open ? ` (${data.totalIsFloor ? `${data.total}+` : data.total})` : ''}
          </Title>
          <Text size="sm" c="dimmed">
            {t('nearMatches.intro')}
          </Text>
        </Stack>
        <Button
          variant={open ? 'default' : 'light'}
          onClick={disclosure.toggle}
          aria-expanded={open}
          aria-controls={regionId}
        >
          {open ? t('nearMatches.hide') : t('nearMatches.show')}
        </Button>
      </Group>
      <div id={regionId} hidden={!open}>
        {open ? (
          <Stack gap="md" mt="md">
            {near.isPending ? (
              <Group justify="center" py="md" role="status">
                <Loader size="sm" aria-hidden />
                <Text c="dimmed">{t('nearMatches.loading')}</Text>
              </Group>
            ) : null}
            {near.isError && !data ? (
              <Alert color="red" title={t('loadFailed')}>
                <Button variant="light" color="red" size="xs" onClick={() => near.refetch()}>
                  {t('retry')}
                </Button>
              </Alert>
            ) : null}
            {data && data.profiles.length === 0 ? <Text c="dimmed">{t('nearMatches.none')}</Text> : null}
            {data && data.profiles.length > 0 ? (
              // No bulk checkboxes here: the bulk bar works on the list's own page.
              <ProfileListSlotsContext.Provider value={NO_SLOTS}>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={near.isPlaceholderData}>
                  {data.profiles.map((profile) => (
                    <ProfileCard
                      key={profile._id}
                      profile={profile}
                      isAdmin
                      matchProfileId={matchProfileId}
                    />
                  ))}
                </SimpleGrid>
              </ProfileListSlotsContext.Provider>
            ) : null}
            {data && (pages > 1 || data.totalIsFloor) ? (
              <ListPagination
                page={data.page}
                pages={Math.max(pages, data.page)}
                more={data.totalIsFloor}
                onPage={setPage}
                disabled={near.isPlaceholderData}
                label={t('nearMatches.paginationLabel')}
              />
            ) : null}
          </Stack>
        ) : null}
      </div>
    </Paper>
  );
}
