import { Accordion, Stack, Text } from '@mantine/core';
import type { PendingConnections } from '@shared/profile-view';
import type { ReactNode } from 'react';
import { type DashboardSection, useOpenSections } from '../hooks/use-collapsed-sections';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { PairCard, type SideTarget } from './pair-card';
import { type PendingEntry, RecentCard } from './recent-card';
import { ReportsSection } from './reports-section';

function Section({
  value,
  count,
  children,
}: {
  value: DashboardSection;
  count: number;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Text fw={700}>{MSG.sectionTitle(MSG.sections[value], count)}</Text>
      </Accordion.Control>
      <Accordion.Panel>
        {count === 0 ? (
          <Text c="dimmed" size="sm">
            {MSG.sectionEmpty}
          </Text>
        ) : (
          <Stack gap="sm">{children}</Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
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
}: {
  data: PendingConnections;
  onChangeSide: (target: SideTarget) => void;
  onInquire: (entry: PendingEntry) => void;
}) {
  const [open, setOpen] = useOpenSections();
  const pairs = (key: 'awaitingContact' | 'inContact' | 'matched') => (
    <Section value={key} count={data[key].length}>
      {data[key].map((pair) => (
        <PairCard key={pair.connection._id} pair={pair} onChange={onChangeSide} settled={key === 'matched'} />
      ))}
    </Section>
  );
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
      {pairs('awaitingContact')}
      {pairs('inContact')}
      {pairs('matched')}
      <Section value="recent" count={data.pendingResponse.length}>
        {data.pendingResponse.map((entry) => (
          <RecentCard key={entry.profile._id} entry={entry} onInquire={onInquire} />
        ))}
      </Section>
    </Accordion>
  );
}
