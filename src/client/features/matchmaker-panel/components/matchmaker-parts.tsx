import type { ProfileResponse } from '@shared/profile-view';
import { AdminBadges, AdminPanel } from './admin-panel';
import { FamilyEdits } from './family-edits';
import { HeldEdits } from './held-edits';
import { OpenReports } from './open-reports';
import { ReviewQueueActions } from './review-queue-actions';

/**
 * The panel's parts of a profile's page, in the order the page shows them (SPEC §2 "Profile view", §6 Admin;
 * decision 069 for a profile in Review). The profile view offers their places (MatchmakerParts); app/ fills
 * them with these.
 */

/** Under the title: the badges, open reports, what the family changed and its text waiting for review. */
export function MatchmakerTop({ data }: { data: ProfileResponse }) {
  const { profile } = data;
  return (
    <>
      <AdminBadges profile={profile} />
      <OpenReports profileId={profile._id} />
      <FamilyEdits profile={profile} edits={data.familyEdits ?? []} />
      <HeldEdits profile={profile} />
    </>
  );
}

/** Reviewing a new profile: the badges, Approve and next, open reports. */
export function MatchmakerReview({ data }: { data: ProfileResponse }) {
  const { profile } = data;
  return (
    <>
      <AdminBadges profile={profile} />
      <ReviewQueueActions key={profile._id} profile={profile} />
      <OpenReports profileId={profile._id} />
    </>
  );
}

/** Reviewing a new profile: what the family changed, its text waiting for review, and the panel. */
export function MatchmakerTools({ data }: { data: ProfileResponse }) {
  const { profile } = data;
  return (
    <>
      <FamilyEdits profile={profile} edits={data.familyEdits ?? []} />
      <HeldEdits profile={profile} />
      <AdminPanel profile={profile} connections={data.connections} />
    </>
  );
}

/** The panel of tools, after the pictures. */
export function MatchmakerPanel({ data }: { data: ProfileResponse }) {
  return <AdminPanel profile={data.profile} connections={data.connections} />;
}
