import {
  type AdminPanelSection,
  AdminPanelSections,
} from '@client/features/profile-view/components/admin/admin-panel';
import { ProfileViewRoute } from '@client/features/profile-view/routes/profile-view-route';
import { lazy } from 'react';

/**
 * `/profile/{profileId}` composed (issue 15): the profile view, with the matchmaker-only features that live
 * on their own (a profile's history and notes) in its admin panel. Features do not import each other, so
 * the composition is here. Each is loaded only when the admin panel shows it: a family's page never loads them.
 */
const SECTIONS: readonly AdminPanelSection[] = [
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

export function ProfileViewPage() {
  return (
    <AdminPanelSections.Provider value={SECTIONS}>
      <ProfileViewRoute />
    </AdminPanelSections.Provider>
  );
}
