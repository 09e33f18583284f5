import {
  type AdminPanelSection,
  AdminPanelSections,
} from '@client/features/profile-view/components/admin/admin-panel';
import {
  type FamilyActionSlot,
  FamilyActionSlots,
} from '@client/features/profile-view/components/family-action-slots';
import { ProfileViewRoute } from '@client/features/profile-view/routes/profile-view-route';
import { loadNamespaces } from '@client/lib/i18n';
import { lazy } from 'react';

/**
 * `/profile/{profileId}` composed (issues 15, 18): the profile view, with the matchmaker-only features that
 * live on their own (a profile's verification, history and notes) in its admin panel. Features do not import
 * each other, so the composition is here. Each is loaded only when the admin panel shows it: a family's page
 * never loads them.
 */
const SECTIONS: readonly AdminPanelSection[] = [
  // The checks a matchmaker has done (issue 18, decision 036).
  lazy(() =>
    import('@client/features/profile-verification/components/profile-verification').then((m) => ({
      default: m.ProfileVerification,
    })),
  ),
  lazy(() =>
    import('@client/features/profile-history/components/profile-history').then((m) => ({
      default: m.ProfileHistory,
    })),
  ),
  lazy(() =>
    import('@client/features/profile-notes/components/profile-notes').then((m) => ({
      default: m.ProfileNotes,
    })),
  ),
];

/**
 * A family's actions on someone else's profile, beside its answer (issue 18): Report. Loaded with its
 * catalog only when a family opens another family's profile.
 */
const FAMILY_ACTIONS: readonly FamilyActionSlot[] = [
  lazy(() =>
    Promise.all([
      import('@client/features/profile-report/components/report-profile'),
      loadNamespaces('report'),
    ]).then(([m]) => ({ default: m.ReportProfile })),
  ),
];

export function ProfileViewPage() {
  return (
    <AdminPanelSections.Provider value={SECTIONS}>
      <FamilyActionSlots.Provider value={FAMILY_ACTIONS}>
        <ProfileViewRoute />
      </FamilyActionSlots.Provider>
    </AdminPanelSections.Provider>
  );
}
