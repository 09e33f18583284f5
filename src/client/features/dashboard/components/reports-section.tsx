import { Accordion, Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { Report } from '@shared/reports';
import { useState } from 'react';
import { useReports } from '../api/reports';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import { ReportCard } from './report-card';
import { ResolveReportModal } from './resolve-report-modal';

/**
 * Reports (issue 18, decision 036): families' reports of profiles, the open ones (counted in the title, each
 * with Resolve) newest first, then the newest resolved ones. Loaded on its own: the connections above and
 * below do not wait for it.
 */
export function ReportsSection() {
  const reports = useReports();
  const [resolving, setResolving] = useState<Report | null>(null);
  const open = reports.data?.filter((r) => r.resolvedAt === null) ?? [];
  const resolved = reports.data?.filter((r) => r.resolvedAt !== null) ?? [];
  return (
    <Accordion.Item value="reports" id="reports" data-testid="reports-section">
      <Accordion.Control>
        <Text fw={700}>
          {reports.data ? MSG.sectionTitle(MSG.sections.reports, open.length) : MSG.sections.reports}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        {reports.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{MSG.reportsLoading}</Text>
          </Group>
        ) : reports.isError && !reports.data ? (
          <Alert color="red" role="alert">
            {MSG.reportsFailed}
          </Alert>
        ) : (
          <Stack gap="sm">
            {open.length === 0 ? (
              <Text c="dimmed" size="sm">
                {MSG.noOpenReports}
              </Text>
            ) : (
              open.map((report) => <ReportCard key={report._id} report={report} onResolve={setResolving} />)
            )}
            {resolved.length > 0 ? (
              <>
                <Text size="sm" fw={600} c="dimmed" mt="xs">
                  {MSG.resolvedReports}
                </Text>
                {resolved.map((report) => (
                  <ReportCard key={report._id} report={report} onResolve={setResolving} />
                ))}
              </>
            ) : null}
          </Stack>
        )}
        <ResolveReportModal report={resolving} onClose={() => setResolving(null)} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
