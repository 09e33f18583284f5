import { Button } from '@client/components/button';
import { DownloadButton } from '@client/components/download-button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { EXPORT_PATHS, exportFileName } from '@shared/exports';
import { todayInPakistan } from '@shared/payments';
import type { ConnectedPair } from '@shared/profile-view';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { recordInquiry, refreshConnections, usePendingConnections } from '../api/pending-connections';
import { ChangeSideModal } from '../components/change-side-modal';
import { ConfirmInquiryModal } from '../components/confirm-inquiry-modal';
import { DashboardSections } from '../components/dashboard-sections';
import type { SideTarget } from '../components/pair-card';
import type { PendingEntry } from '../components/recent-card';
import { ShareContactsModal } from '../components/share-contacts-modal';
import { WorkQueuesRow } from '../components/work-queues';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { connectionNow, sideOf } from '../utils/connection';
import { followUpNote } from '../utils/follow-up';

/** At the top: how many pairs and families need follow-up, and after how many days (decision 031). */
function FollowUpSummary({ followUp }: { followUp: { days: number; count: number } }) {
  return (
    <Group gap="xs" data-testid="follow-up-summary">
      {followUp.count > 0 ? (
        // English on an Urdu page too (decision 017): `auto` keeps the number before its words.
        <Badge color="orange" variant="filled" size="lg" tt="none" dir="auto">
          {MSG.followUpCount(followUp.count)}
        </Badge>
      ) : null}
      <Text size="sm" c="dimmed" dir="auto">
        {followUpNote(followUp)}
      </Text>
    </Group>
  );
}

/**
 * `/admin/dashboard`: the Pending Connections Dashboard (SPEC §2). `afterSummary` is what the app puts under the
 * follow-up line (the team's due reminders, decision 054): features do not import each other.
 */
export function DashboardRoute({ afterSummary }: { afterSummary?: ReactNode } = {}) {
  const query = usePendingConnections();
  const queryClient = useQueryClient();
  const [sideTarget, setSideTarget] = useState<SideTarget | null>(null);
  const [inquiry, setInquiry] = useState<PendingEntry | null>(null);
  const [sharing, setSharing] = useState<ConnectedPair | null>(null);
  // The open dialog's side as the latest answer has it: another matchmaker's change shows while it is open.
  const liveConnection = sideTarget ? connectionNow(query.data, sideTarget.connection._id) : undefined;
  const liveTarget: SideTarget | null =
    sideTarget && liveConnection
      ? { ...sideTarget, connection: liveConnection, side: sideOf(liveConnection, sideTarget.profile._id) }
      : sideTarget;

  /**
   * SPEC §7: the inquiry is recorded on the family's side of each pending connection and the WhatsApp
   * message opens; a failed record does not stop the message. The window opens at once, inside the click,
   * because browsers block windows opened after waiting for the network; the record finishes behind it.
   * The message names the received profiles, in the language and to the phone chosen (issue 29).
   */
  const sendInquiry = (entry: PendingEntry, link: string) => {
    if (inquiry === null) return; // a second click while the dialog fades out
    const { profile, connections } = entry;
    const recorded = recordInquiry(profile._id, connections);
    window.open(link, '_blank', 'noopener,noreferrer');
    setInquiry(null);
    void recorded.then((ok) => {
      if (!ok) window.alert(MSG.inquiryFailed);
      return refreshConnections(queryClient);
    });
  };

  return (
    <PageContainer size="xl" lang="en">
      <PageTitle title={MSG.heading} />
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1}>{MSG.heading}</Title>
          <DownloadButton
            path={EXPORT_PATHS.connections}
            fileName={exportFileName('connections', todayInPakistan())}
            label={MSG.downloadCsv}
            failed={MSG.downloadFailed}
          />
          {query.isFetching && !query.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              {MSG.refreshing}
            </Text>
          ) : null}
        </Group>
        <WorkQueuesRow data={query.data} />
        {query.isPending ? (
          <Center py="xl" role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader color="maroon" type="dots" aria-hidden />
              <Text c="dimmed">{MSG.loading}</Text>
            </Stack>
          </Center>
        ) : (
          <>
            {query.isError ? (
              // A failed first load, or a failed refresh shown above the last answer.
              <Alert color="red" role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{MSG.loadFailed}</Text>
                  <Button variant="outline" size="xs" onClick={() => query.refetch()}>
                    {MSG.retry}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {query.data ? (
              <div id="follow-ups">
                <FollowUpSummary followUp={query.data.followUp} />
              </div>
            ) : null}
            {afterSummary}
            {query.data ? (
              <DashboardSections
                data={query.data}
                onChangeSide={setSideTarget}
                onInquire={setInquiry}
                onShareContacts={setSharing}
              />
            ) : null}
          </>
        )}
      </Stack>
      <ChangeSideModal target={liveTarget} onClose={() => setSideTarget(null)} />
      <ConfirmInquiryModal entry={inquiry} onClose={() => setInquiry(null)} onConfirm={sendInquiry} />
      <ShareContactsModal pair={sharing} onClose={() => setSharing(null)} />
    </PageContainer>
  );
}
