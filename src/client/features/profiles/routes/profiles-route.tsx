import { DownloadButton } from '@client/components/download-button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { isFirstPageDrawn } from '@client/lib/first-page';
import { translateServerMessage } from '@client/lib/i18n';
import { useIsAdmin } from '@client/lib/session';
import { useStepsAfterPaint } from '@client/lib/use-steps-after-paint';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { EXPORT_PATHS, exportFileName } from '@shared/exports';
import { todayInPakistan } from '@shared/payments';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useListQuery } from '../api/use-list-query';
import { useProfileList } from '../api/use-profile-list';
import { EmptyResult } from '../components/empty-result';
import { FilterPanel } from '../components/filter-panel';
import { FilterPills } from '../components/filter-pills';
import { ListPagination } from '../components/list-pagination';
import { ListSkeleton } from '../components/list-skeleton';
import { useProfileListSlots } from '../components/list-slots';
import { ListSort } from '../components/list-sort';
import { MatchContextBar } from '../components/match-context-bar';
import { NEAR_PROMINENT_BELOW, NearMatches, nearMatchesKey } from '../components/near-matches';
import { OtherStatuses } from '../components/other-statuses';
import { ProfileCard } from '../components/profile-card';
import { SearchBox } from '../components/search-box';
import { pageCount } from '../utils/card';
import { countFilters, exportParams } from '../utils/filters';
import { filterPills } from '../utils/pills';

/** Each card's version by profile id (matchmakers' cards carry it, decision 066). */
function cardVersions(profiles: readonly { _id: number; version?: number }[]): Record<number, number> {
  const versions: Record<number, number> = {};
  for (const p of profiles) if (p.version !== undefined) versions[p._id] = p.version;
  return versions;
}

function filtersLabel(t: TFunction<'profiles'>, count: number): string {
  return count > 0 ? t('filtersCount', { n: count }) : t('filters');
}

/**
 * Scrolls the list's heading into view after a page change, once the router has put the new address in
 * place (its scroll restoration keeps the position of the path, which would leave the reader at the bottom
 * of the new page).
 */
function useScrollToHeadingOnPage(page: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  /** The page a pager asked for, until the address shows it. */
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current !== page) return;
    asked.current = null;
    heading.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  return {
    heading,
    expectPage: (next: number) => {
      asked.current = next;
    },
  };
}

/** Cards drawn before a family's first list is painted: more than a phone's screen, a wide screen's first row. */
const FIRST_CARDS = 3;

/**
 * Where React Router's ScrollRestoration (app/layout/root-layout.tsx, keyed by path) keeps the positions it
 * restores, in this tab's session storage.
 */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

function scrollToRestore(pathname: string): boolean {
  try {
    const positions = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as unknown;
    const y = (positions as Record<string, unknown> | null)?.[pathname];
    return typeof y === 'number' && y > 0;
  } catch {
    return false;
  }
}

/**
 * How many of the page's cards to draw (decision 104): on a family's first page of a visit (its login link's
 * matches), its first cards, then all of them after the first paint; a slow phone drew the whole page (up to
 * 54 cards, one of which fills its screen) before it showed any. A list seen again, one whose scroll position
 * is to be restored (a reload: drawn short, it could not be scrolled back), and a matchmaker's (she may turn
 * its pages from below at once) draw all their cards at once.
 */
function useCardsShown(count: number, pathname: string, isAdmin: boolean): number {
  const [stepped] = useState(() => !isAdmin && !isFirstPageDrawn() && !scrollToRestore(pathname));
  const steps = useStepsAfterPaint(stepped && count > 0 ? 1 : 0);
  return stepped && steps < 1 ? Math.min(count, FIRST_CARDS) : count;
}

/**
 * `/profiles` ("Find a Match") and `/admin/profiles` (`?status=Review|InActive|All`): SPEC §2 "Profiles list".
 * The address holds the filters; the server filters, matches, sorts and pages (DESIGN §4), and answers the
 * filters it applied, which the pills and the panel show (decision 029).
 */
export function ProfilesRoute() {
  const { t } = useTranslation('profiles');
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const list = useProfileList(search);
  const data = list.data;
  const query = useListQuery(data?.defaultFilters, isAdmin);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  const panelId = useId();
  const { Toolbar } = useProfileListSlots();
  const cardsShown = useCardsShown(data?.profiles.length ?? 0, pathname, isAdmin);

  // A matchmaker's list is named by its status (SPEC §2); a family's is its matches (issue 30 item 5).
  const title = isAdmin ? t('heading', { status: t(`statuses.${query.status}`) }) : t('familyHeading');
  const applied = data?.appliedFilters;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const page = data?.page ?? query.page;
  const { heading, expectPage } = useScrollToHeadingOnPage(query.page);
  const sort = query.sort ?? data?.sort ?? 'newest';
  const withDistance = Array.isArray(applied?.city) && applied.city.length > 0;

  // A matchmaker's match list has its near matches under it (decision 044): right under the few exact ones,
  // or closed below the pages.
  const nearMatches =
    isAdmin && query.matchProfileId && data && !list.isPlaceholderData ? (
      <NearMatches
        key={nearMatchesKey(search)}
        search={search}
        matchProfileId={query.matchProfileId}
        exactTotal={data.total}
      />
    ) : null;
  const nearFirst = data !== undefined && data.total < NEAR_PROMINENT_BELOW;

  const goToPage = (next: number) => {
    expectPage(next);
    query.setPage(next);
  };
  const pagination = (label: string) =>
    data ? (
      <ListPagination
        page={page}
        pages={Math.max(pages, page)}
        more={data.totalIsFloor}
        onPage={goToPage}
        disabled={list.isPlaceholderData}
        label={label}
      />
    ) : null;

  return (
    <PageContainer size="xl">
      <PageTitle title={title} description={t('meta.description')} />
      <Stack gap="md">
        {query.matchProfileId ? (
          <MatchContextBar
            profileId={query.matchProfileId}
            profile={data?.matchProfile?._id === query.matchProfileId ? data.matchProfile : undefined}
            onLeave={query.leaveMatchContext}
          />
        ) : null}

        <Group justify="space-between" align="baseline" gap="xs">
          <Title
            order={1}
            ref={heading}
            style={{ scrollMarginTop: 'calc(var(--rishta-header-height, 64px) + var(--mantine-spacing-md))' }}
          >
            {title}
          </Title>
          {isAdmin && data ? (
            <DownloadButton
              path={EXPORT_PATHS.profiles}
              params={exportParams(search)}
              fileName={exportFileName('profiles', todayInPakistan())}
              label={t('downloadCsv')}
              failed={t('downloadFailed')}
            />
          ) : null}
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
              {filtersLabel(t, filterPills(applied, query.filters, { isAdmin }).length)}
            </Button>
          </Group>
          <FilterPanel
            id={panelId}
            open={filtersOpen}
            query={query}
            applied={applied}
            defaults={data?.defaultFilters}
            isAdmin={isAdmin}
          />
        </div>

        <FilterPills query={query} applied={applied} defaults={data?.defaultFilters} isAdmin={isAdmin} />

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

        {/* The cards' shape while the first page loads, never an empty page (decision 069). */}
        {list.isPending ? <ListSkeleton /> : null}

        {data ? (
          <Group justify="space-between" align="flex-end" gap="sm">
            <ListSort
              value={sort}
              onChange={query.setSort}
              withDistance={withDistance}
              withUpdated={isAdmin}
              withScore={!isAdmin || query.matchProfileId !== null}
            />
            {pages > 1 || data.totalIsFloor ? pagination(t('paginationTopLabel')) : null}
          </Group>
        ) : null}

        {data && data.profiles.length === 0 ? (
          <EmptyResult
            unfiltered={isAdmin && !query.matchProfileId && countFilters(query.filters) === 0 && page === 1}
          >
            {isAdmin ? (
              <OtherStatuses counts={data.otherStatusCounts} search={search} pathname={pathname} />
            ) : null}
          </EmptyResult>
        ) : null}

        {isAdmin && Toolbar && data && data.profiles.length > 0 ? (
          <Toolbar
            profileIds={data.profiles.map((p) => p._id)}
            versions={cardVersions(data.profiles)}
            status={query.status}
          />
        ) : null}

        {data && data.profiles.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={list.isPlaceholderData}>
            {data.profiles.slice(0, cardsShown).map((profile) => (
              <ProfileCard
                key={profile._id}
                profile={profile}
                isAdmin={isAdmin}
                matchProfileId={query.matchProfileId}
              />
            ))}
          </SimpleGrid>
        ) : null}

        {nearFirst ? nearMatches : null}
        {pagination(t('paginationLabel'))}
        {nearFirst ? null : nearMatches}
      </Stack>
    </PageContainer>
  );
}
