import { Button } from '@client/components/button';
import { Accordion, Stack, Text } from '@mantine/core';
import type { ConnectedPair, PendingConnections } from '@shared/profile-view';
import type { ReactNode } from 'react';
import { useMoreOfSection } from '../api/pending-connections';
import { type DashboardSection, useOpenSections } from '../hooks/use-collapsed-sections';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { PairCard, type SideTarget } from './pair-card';
import { type PendingEntry, RecentCard } from './recent-card';
import { ReportsSection } from './reports-section';

function Section({
  value,
  count,
  more,
  children,
}: {
  value: DashboardSection;
  count: number;
  more?: { hasMore: boolean; loading: boolean; failed: boolean; showMore: () => void; shown: number };
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value} id={value}>
      <Accordion.Control>
        <Text fw={700}>{MSG.sectionTitle(MSG.sections[value], count)}</Text>
      </Accordion.Control>
      <Accordion.Panel>
        {count === 0 ? (
          <Text c="dimmed" size="sm">
            {MSG.sectionEmpty}
          </Text>
        ) : (
          <Stack gap="sm">
            {children}
            {more && (more.hasMore || more.loading) ? (
              <Button
                variant="outline"
                size="sm"
                loading={more.loading}
                onClick={more.showMore}
                aria-label={MSG.showMoreOf(MSG.sections[value], count - more.shown)}
              >
                {MSG.showMore(count - more.shown)}
              </Button>
            ) : null}
            {more?.failed ? (
              <Text c="red" size="sm" role="alert">
                {MSG.loadFailed}
              </Text>
            ) : null}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function PairSection({
  section,
  data,
  onChangeSide,
  onShareContacts,
}: {
  section: 'awaitingContact' | 'inContact' | 'matched';
  data: PendingConnections;
  onChangeSide: (target: SideTarget) => void;
  onShareContacts?: (pair: ConnectedPair) => void;
}) {
  const count = data.counts[section];
  const more = useMoreOfSection(section, data[section], count);
  return (
    <Section value={section} count={count} more={{ ...more, shown: more.items.length }}>
      {section === 'matched' ? (
        <Text size="sm" c="dimmed">
          {MSG.matchedRecently}
        </Text>
      ) : null}
      {more.items.map((pair) => (
        <PairCard
          key={pair.connection._id}
          pair={pair}
          onChange={onChangeSide}
          onShareContacts={onShareContacts}
          settled={section === 'matched'}
        />
      ))}
    </Section>
  );
}

function RecentSection({
  data,
  onInquire,
}: {
  data: PendingConnections;
  onInquire: (entry: PendingEntry) => void;
}) {
  const count = data.counts.pendingResponse;
  const more = useMoreOfSection('pendingResponse', data.pendingResponse, count);
  return (
    <Section value="recent" count={count} more={{ ...more, shown: more.items.length }}>
      {more.items.map((entry) => (
        <RecentCard key={entry.profile._id} entry={entry} onInquire={onInquire} />
      ))}
    </Section>
  );
}

/**
 * The collapsible sections of the dashboard (SPEC §2, and Reports first: issue 18, decision 036), each with
 * its count, all open at first; a section the matchmaker collapses stays collapsed across reloads (decision 031).
 */
export function DashboardSections({
  data,
  onChangeSide,
  onInquire,
  onShareContacts,
}: {
  data: PendingConnections;
  onChangeSide: (target: SideTarget) => void;
  onInquire: (entry: PendingEntry) => void;
  onShareContacts: (pair: ConnectedPair) => void;
}) {
  const [open, setOpen] = useOpenSections();
  return (
    <Accordion
      multiple
      value={open}
      onChange={setOpen}
      variant="separated"
      radius="md"
      chevronPosition="left"
    >
      <ReportsSection />
      {/* By urgency (decision 053): pairs waiting on the matchmaker, families waiting to answer, then the rest. */}
      <PairSection
        section="awaitingContact"
        data={data}
        onChangeSide={onChangeSide}
        onShareContacts={onShareContacts}
      />
      <RecentSection data={data} onInquire={onInquire} />
      <PairSection section="inContact" data={data} onChangeSide={onChangeSide} />
      <PairSection section="matched" data={data} onChangeSide={onChangeSide} />
    </Accordion>
  );
}
