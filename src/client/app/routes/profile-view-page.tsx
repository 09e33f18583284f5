import { ProfileConnections } from '@client/features/connections/components/profile-connections';
import { SendProfileButton } from '@client/features/connections/components/send-profile-button';
import {
  type AdminPanelSection,
  AdminPanelSections,
} from '@client/features/matchmaker-panel/components/admin-panel';
import {
  MatchmakerPanel,
  MatchmakerReview,
  MatchmakerTools,
  MatchmakerTop,
} from '@client/features/matchmaker-panel/components/matchmaker-parts';
import { PanelSlots } from '@client/features/matchmaker-panel/components/panel-slots';
import { AiFiltersPanel } from '@client/features/partner-requirements/components/ai-filters-panel';
import { profileQuery } from '@client/features/profile-view/api/profile-query';
import {
  type FamilyActionSlot,
  FamilyActionSlots,
} from '@client/features/profile-view/components/family-action-slots';
import { MatchmakerParts } from '@client/features/profile-view/components/matchmaker-parts';
import { ProfileViewRoute } from '@client/features/profile-view/routes/profile-view-route';
import { loadNamespaces } from '@client/lib/i18n';
import { useIsAdmin, useSession } from '@client/lib/session';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

/**
 * The matchmakers' parts of the page are the matchmaker panel's feature, and the panel holds the connections'
 * Send Profile and list and the partner requirements (issue 26, decision 080). They come with the page's own
 * code, as they did when they were one feature: a matchmaker's panel appears with the profile, not after it.
 */
const MATCHMAKER_PARTS: MatchmakerParts = {
  Top: MatchmakerTop,
  Review: MatchmakerReview,
  Tools: MatchmakerTools,
  Panel: MatchmakerPanel,
};
const PANEL_SLOTS: PanelSlots = {
  SendProfile: SendProfileButton,
  Requirements: AiFiltersPanel,
  Connections: ProfileConnections,
};

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
  // Whom the family blocked and who blocked it (issue 18, decision 039).
  lazy(() =>
    import('@client/features/blocks/components/profile-blocks').then((m) => ({
      default: m.ProfileBlocks,
    })),
  ),
  // The responsible matchmaker (decision 054).
  lazy(() =>
    import('@client/features/team/components/assign-matchmaker').then((m) => ({
      default: m.AssignMatchmaker,
    })),
  ),
  lazy(() =>
    import('@client/features/profile-history/components/profile-history').then((m) => ({
      default: m.ProfileHistory,
    })),
  ),
  // The profile's payments (issue 28, decision 052), with their catalog.
  lazy(() =>
    Promise.all([
      import('@client/features/payments/components/profile-ledger'),
      loadNamespaces('payments'),
    ]).then(([m]) => ({ default: m.ProfileLedger })),
  ),
  lazy(() =>
    import('@client/features/notes/components/profile-notes').then((m) => ({
      default: m.ProfileNotes,
    })),
  ),
];

/**
 * A family's actions on someone else's profile, beside its answer (issue 18): Report and Block. Loaded with
 * their catalogs only when a family opens another family's profile.
 */
const FAMILY_ACTIONS: readonly FamilyActionSlot[] = [
  lazy(() =>
    Promise.all([
      import('@client/features/reports/components/report-profile'),
      loadNamespaces('report'),
    ]).then(([m]) => ({ default: m.ReportProfile })),
  ),
  // Block, beside Report (decision 039).
  lazy(() =>
    Promise.all([import('@client/features/blocks/components/block-profile'), loadNamespaces('block')]).then(
      ([m]) => ({ default: m.BlockProfile }),
    ),
  ),
];

const ProfileDuplicates = lazy(() =>
  import('@client/features/duplicates/components/profile-duplicates').then((m) => ({
    default: m.ProfileDuplicates,
  })),
);
const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/**
 * Matchmakers: the profile's possible duplicates, first on the page (issue 18, decision 038). They come with
 * the profile view's own answer (the same query, so no second request); the warning's code loads only for
 * matchmakers.
 */
function DuplicatesWarning() {
  const isAdmin = useIsAdmin();
  const viewer = useSession().username;
  const { profileId = '' } = useParams();
  const id = POSITIVE_INT.test(profileId) ? Number(profileId) : 0;
  const { data } = useQuery({ ...profileQuery(id, true, viewer), enabled: isAdmin && id > 0 });
  if (!isAdmin || !data?.duplicates) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDuplicates key={id} profileId={id} duplicates={data.duplicates} />
    </Suspense>
  );
}

export function ProfileViewPage() {
  return (
    <MatchmakerParts.Provider value={MATCHMAKER_PARTS}>
      <PanelSlots.Provider value={PANEL_SLOTS}>
        <AdminPanelSections.Provider value={SECTIONS}>
          <FamilyActionSlots.Provider value={FAMILY_ACTIONS}>
            <DuplicatesWarning />
            <ProfileViewRoute />
          </FamilyActionSlots.Provider>
        </AdminPanelSections.Provider>
      </PanelSlots.Provider>
    </MatchmakerParts.Provider>
  );
}
