import { BulkSelectionProvider } from '@client/features/profile-bulk/state/selection';
import {
  type ProfileListSlots,
  ProfileListSlotsContext,
} from '@client/features/profiles/components/list-slots';
import { ProfilesRoute } from '@client/features/profiles/routes/profiles-route';
import { useIsAdmin } from '@client/lib/session';
import { lazy, Suspense } from 'react';

/**
 * `/profiles` and `/admin/profiles` composed (issue 15, decision 030): the profiles list, with the bulk status
 * change (a feature of its own) in the list's slots: a checkbox on each matchmaker's card and the bar above
 * them. The list draws the slots only for matchmakers, so a family's page never loads the bulk code; only
 * the selection's small provider is here.
 */
const loadBulk = () => import('@client/features/profile-bulk/components/bulk-toolbar');
const loadCheckbox = () => import('@client/features/profile-bulk/components/select-checkbox');

const LazyToolbar = lazy(() => loadBulk().then((m) => ({ default: m.BulkToolbar })));
const LazyCheckbox = lazy(() => loadCheckbox().then((m) => ({ default: m.SelectCheckbox })));

/** The checkbox's room while its code loads, so the card does not move when it appears. */
const CHECKBOX_ROOM = <span style={{ width: 28, height: 24, flex: '0 0 auto' }} aria-hidden />;

const SLOTS: ProfileListSlots = {
  CardControl: (props) => (
    <Suspense fallback={CHECKBOX_ROOM}>
      <LazyCheckbox {...props} />
    </Suspense>
  ),
  Toolbar: (props) => (
    <Suspense fallback={null}>
      <LazyToolbar {...props} />
    </Suspense>
  ),
};

export function ProfilesPage() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return <ProfilesRoute />;
  return (
    <BulkSelectionProvider>
      <ProfileListSlotsContext.Provider value={SLOTS}>
        <ProfilesRoute />
      </ProfileListSlotsContext.Provider>
    </BulkSelectionProvider>
  );
}
