import { useNetwork } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useAppUpdate } from './service-worker';

const StatusBanners = lazy(() => import('./status-banners'));

/**
 * Under the navbar: "You are offline" while the phone has no connection, and "A new version of Rishta is
 * ready." with Reload when one is waiting (issue 19). The banners load only when one is needed; the service
 * worker keeps their chunk on the phone.
 */
export function AppStatus() {
  const { online } = useNetwork();
  const update = useAppUpdate();
  if (online && !update.ready) return null;
  return (
    <Suspense fallback={null}>
      <StatusBanners online={online} update={update} />
    </Suspense>
  );
}
