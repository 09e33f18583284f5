import { profileSections } from '@client/lib/profile-text/profile-fields';
import { viewText } from '@client/lib/profile-text/view-text';
import { useCurrentUser } from '@client/lib/session';
import { Stack } from '@mantine/core';
import type { ProfileResponse } from '@shared/profile-view';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionAnswer } from './connection-answer';
import { FamilyActions } from './family-action-slots';
import { HeldTextNote } from './held-text-note';
import { useMatchmakerParts } from './matchmaker-parts';
import { PictureGallery } from './picture-gallery';
import { PrivacyNote } from './privacy-note';
import { ProfileHeader } from './profile-header';
import { ProfileSection } from './profile-section';
import { ReviewLayout } from './review-layout';

/**
 * One profile as its viewer may see it (SPEC §2 "Profile view"): title, pictures, privacy note on women's
 * profiles, every section, and for matchmakers the admin badges and tools. The server leaves out what a
 * viewer may not see; matchmaker tools also depend on the signed-in role.
 */
export function ProfileDetails({
  data,
  actions,
  reasons,
}: {
  data: ProfileResponse;
  actions?: ReactNode;
  /** Why the pair match (issue 17): under the answer, before the pictures. */
  reasons?: ReactNode;
}) {
  const { t } = useTranslation('profileView');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const ownProfileId = user?.profile;
  const { profile } = data;
  const matchmaker = useMatchmakerParts();
  // A family answers someone else's profile; its own profile (My Profile) has nothing to answer.
  const answers = !isAdmin && ownProfileId != null && ownProfileId !== profile._id;
  // The layout a profile opened with stays while it is open: approving it (here or by someone else) changes its
  // badges, not where everything is (and keeps the dialogs and notices that are open).
  const opened = useRef<{ id: number; inReview: boolean } | null>(null);
  if (opened.current?.id !== profile._id)
    opened.current = { id: profile._id, inReview: profile.status === 'Review' };
  const openedInReview = opened.current.inReview;
  const header = <ProfileHeader profile={profile} actions={actions} />;
  const details = (
    <>
      {reasons}
      <PictureGallery profile={profile} />
      {profile.privacyNote ? <PrivacyNote note={profile.privacyNote} /> : null}
      {profileSections(profile, viewText(t)).map((section) => (
        <ProfileSection key={section.id} section={section} />
      ))}
    </>
  );
  if (isAdmin && openedInReview) {
    // Reviewing a new profile: the family's details first, the tools beside or folded above (decision 069).
    return (
      <ReviewLayout
        header={header}
        review={<matchmaker.Review data={data} />}
        tools={<matchmaker.Tools data={data} />}
        details={details}
      />
    );
  }
  return (
    <Stack gap="lg">
      {header}
      {isAdmin ? <matchmaker.Top data={data} /> : null}
      {!isAdmin && ownProfileId === profile._id ? <HeldTextNote profile={profile} /> : null}
      {answers ? (
        <ConnectionAnswer viewedId={profile._id} ownProfileId={ownProfileId} connection={data.connection} />
      ) : null}
      {answers ? <FamilyActions profile={profile} /> : null}
      {reasons}
      <PictureGallery profile={profile} />
      {profile.privacyNote ? <PrivacyNote note={profile.privacyNote} /> : null}
      {isAdmin ? <matchmaker.Panel data={data} /> : null}
      {profileSections(profile, viewText(t)).map((section) => (
        <ProfileSection key={section.id} section={section} />
      ))}
    </Stack>
  );
}
