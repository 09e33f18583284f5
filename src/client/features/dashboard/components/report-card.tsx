import { Button } from '@client/components/button';
import { formatWhen } from '@client/lib/format-when';
import { loadUrduFont } from '@client/lib/i18n';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Report } from '@shared/reports';
import { IconCheck, IconFlag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

const URDU_SCRIPT = /[\u0600-\u06FF]/;

/**
 * One family's report of a profile (issue 18, decision 036): the profile, who reported it, the reason, the
 * details as the family wrote them, when, and Resolve (or who resolved it, and when).
 */
export function ReportCard({ report, onResolve }: { report: Report; onResolve: (report: Report) => void }) {
  const open = report.resolvedAt === null;
  const [created, updated] = [formatWhen(report.createdAt), formatWhen(report.updatedAt)];
  // A family may write in Urdu: then in the Nastaliq face, right to left, on the matchmaker's English page.
  const urdu = URDU_SCRIPT.test(report.details ?? '');
  useEffect(() => {
    if (urdu) void loadUrduFont();
  }, [urdu]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="report"
      bg={open ? undefined : 'var(--mantine-color-gray-0)'}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/profile/${report.profile._id}`} fw={700}>
              {report.profile.label}
            </Anchor>
            <Text size="sm">
              {MSG.reportedBy}{' '}
              <Anchor component={Link} to={`/profile/${report.reporter._id}`}>
                {report.reporter.label}
              </Anchor>
            </Text>
          </Stack>
          {open ? (
            <Button
              size="compact-sm"
              variant="outline"
              leftSection={<IconCheck size={16} aria-hidden />}
              aria-label={MSG.resolveReport(report.profile.label)}
              onClick={() => onResolve(report)}
            >
              {MSG.resolve}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge
            color={open ? 'red' : 'gray'}
            variant="light"
            tt="none"
            leftSection={<IconFlag size={12} aria-hidden />}
          >
            {report.reason}
          </Badge>
          <Text size="xs" c="dimmed">
            {updated !== created ? MSG.reportedOnUpdated(created, updated) : MSG.reportedOn(created)}
          </Text>
        </Group>
        {report.details ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            dir="auto"
            lang={urdu ? 'ur' : undefined}
          >
            {report.details}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {MSG.noDetails}
          </Text>
        )}
        {!open ? (
          <Text size="xs" c="dimmed" data-testid="report-resolved">
            {MSG.resolvedBy(report.resolvedBy ?? '—', formatWhen(report.resolvedAt ?? ''))}
          </Text>
        ) : null}
        {report.resolutionNote ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="auto" data-testid="report-resolution">
            {MSG.resolutionNote(report.resolutionNote)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
