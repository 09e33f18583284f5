import { formatWhen } from '@client/lib/format-when';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { WORK_QUEUE_LINKS } from '@shared/work-queues';
import { IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOpenReports } from '../api/open-reports';
import { PANEL_MESSAGES as MSG } from '../messages';

/**
 * The profile's open reports at the top of its page, for matchmakers (issue 29, item 3; decision 065): what
 * families reported and who, with the way to the dashboard where each is resolved with a note.
 */
export function OpenReports({ profileId }: { profileId: number }) {
  const reports = useOpenReports(profileId).data ?? [];
  if (reports.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconFlag size={20} aria-hidden />}
      title={MSG.openReportsTitle(reports.length)}
      data-testid="open-reports"
    >
      <Stack gap="xs">
        {reports.map((report) => (
          <Stack key={report._id} gap={2}>
            <Group gap="xs" wrap="wrap">
              <Badge color="red" variant="light" tt="none">
                {report.reason}
              </Badge>
              <Text size="xs" c="dimmed">
                {MSG.openReportBy(report.reporter.label, formatWhen(report.updatedAt))}
              </Text>
            </Group>
            {report.details ? (
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.details}
              </Text>
            ) : null}
          </Stack>
        ))}
        <Anchor component={Link} to={WORK_QUEUE_LINKS.openReports} size="sm">
          {MSG.openReportsResolve}
        </Anchor>
      </Stack>
    </Alert>
  );
}
