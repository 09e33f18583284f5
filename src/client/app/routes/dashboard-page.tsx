import { PageContainer } from '@client/components/page-container';
import { DashboardRoute } from '@client/features/dashboard/routes/dashboard-route';
import { RemindersSection } from '@client/features/reminders/components/reminders-section';
import { loadNamespaces } from '@client/lib/i18n';
import { Divider } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** The fees due (issue 28, decision 052), with their catalog; features do not import each other. */
const DuesSection = lazy(() =>
  Promise.all([import('@client/features/payments/components/dues-section'), loadNamespaces('payments')]).then(
    ([m]) => ({ default: m.DuesSection }),
  ),
);

/** `/admin/dashboard` composed: the Pending Connections Dashboard with the due reminders, then the fees due. */
export function DashboardPage() {
  return (
    <>
      {/* The team's due reminders, a section of their own (decision 054). */}
      <DashboardRoute afterSummary={<RemindersSection />} />
      <PageContainer size="xl" pt={0}>
        <Divider mb="lg" />
        <Suspense fallback={null}>
          <DuesSection />
        </Suspense>
      </PageContainer>
    </>
  );
}
