import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { translateServerMessage } from '@client/lib/i18n';
import { useIsAdmin } from '@client/lib/session';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuery } from '../api/use-list-query';
import { useProfileList } from '../api/use-profile-list';
import { EmptyResult } from '../components/empty-result';
import { FilterPanel } from '../components/filter-panel';
import { FilterPills } from '../components/filter-pills';
import { useProfileListSlots } from '../components/list-slots';
import { ListPagination } from '../components/list-pagination';
import { MatchContextBar } from '../components/match-context-bar';
import { ProfileCard } from '../components/profile-card';
import { SearchBox } from '../components/search-box';
import { pageCount } from '../utils/card';
import { countFilters } from '../utils/filters';

function filtersLabel(t: TFunction<'profiles'>, count: number): string {
  return count > 0 ? t('filtersCount', { n: count }) : t('filters');
}

/**
 * `/profiles` ("Find a Match") and `/admin/profiles` (`?status=Review|InActive`): SPEC §2 "Profiles list".
 * The address holds the filters; the server filters, matches and pages (DESIGN §4).
 */
export function ProfilesRoute() {
  const { t } = useTranslation('profiles');
  const isAdmin = useIsAdmin();
  const query = useListQuery();
  const list = useProfileList(query.search);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  const panelId = useId();
  const { Toolbar } = useProfileListSlots();

  // Families always see Active profiles, whatever the address says (the server decides the same).
  const title = t('heading', { status: t(`statuses.${isAdmin ? query.status : 'Active'}`) });
  const data = list.data;
  const applied = data?.appliedFilters;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const page = data?.page ?? query.page;

  const goToPage = (next: number) => {
    query.setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer size="xl">
      <PageTitle title={title} description={t('meta.description')} />
      <Stack gap="md">
        {query.matchProfileId ? (
          <MatchContextBar profileId={query.matchProfileId} onLeave={query.leaveMatchContext} />
        ) : null}

        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={1}>{title}</Title>
          {data ? (
            <Text c="dimmed" aria-live="polite">
              {data.totalIsFloor
                ? t('totalFloor', { formatted: data.total.toLocaleString('en-US') })
                : t('total', { count: data.total, formatted: data.total.toLocaleString('en-US') })}
              {list.isPlaceholderData || list.isFetching ? ` · ${t('refreshing')}` : ''}
            </Text>
          ) : null}
        </Group>

        <div>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <SearchBox query={query} />
            <Button
              variant={filtersOpen ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={filtersPanel.toggle}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              style={{ flexShrink: 0 }}
            >
              {filtersLabel(t, countFilters(query.filters))}
            </Button>
          </Group>
          <FilterPanel id={panelId} open={filtersOpen} query={query} applied={applied} isAdmin={isAdmin} />
        </div>

        <FilterPills query={query} applied={applied} />

        {list.isError && !data ? (
          <Alert
            color="red"
            title={isApiError(list.error, 400) ? translateServerMessage(list.error.message) : t('loadFailed')}
          >
            <Button variant="light" color="red" size="xs" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : null}

        {list.isPending ? (
          <Group justify="center" py="xl" role="status">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('loading')}</Text>
          </Group>
        ) : null}

        {data && data.profiles.length === 0 ? (
          <EmptyResult
            unfiltered={isAdmin && !query.matchProfileId && countFilters(query.filters) === 0 && page === 1}
          />
        ) : null}

        {isAdmin && Toolbar && data && data.profiles.length > 0 ? (
          <Toolbar profileIds={data.profiles.map((p) => p._id)} status={query.status} />
        ) : null}

        {data && data.profiles.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isPlaceholderData}>
            {data.profiles.map((profile) => (
              <ProfileCard
                key={profile._id}
                profile={profile}
                isAdmin={isAdmin}
                matchProfileId={query.matchProfileId}
              />
            ))}
          </SimpleGrid>
        ) : null}

        {data ? (
          <ListPagination
            page={page}
            pages={Math.max(pages, page)}
            more={data?.totalIsFloor ?? false}
            onPage={goToPage}
            disabled={list.isPlaceholderData}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
