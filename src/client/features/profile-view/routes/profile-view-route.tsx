import { NotFound } from '@client/components/not-found';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { profileTitle } from '@client/lib/profile-text/profile-fields';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MatchContextBar } from '../components/match-context-bar';
import { MatchReasonsSection } from '../components/match-reasons-section';
import { ProfileDetails } from '../components/profile-details';
import { ProfileLoader } from '../components/profile-loader';

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** `/profile/{profileId}` (optional `?matchProfileId=`): one profile, with a context bar when matching. */
export function ProfileViewRoute() {
  // Suspends (the layout's loading screen) until the view's catalog is loaded.
  const { t } = useTranslation('profileView');
  const { profileId = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!POSITIVE_INT.test(profileId)) return <NotFound />;
  const id = Number(profileId);
  const match = searchParams.get('matchProfileId') ?? '';
  const matchProfileId = POSITIVE_INT.test(match) ? Number(match) : null;

  return (
    <PageContainer>
      <Stack gap="lg">
        {matchProfileId !== null ? <MatchContextBar matchProfileId={matchProfileId} /> : null}
        <ProfileLoader profileId={id}>
          {(data) => (
            <>
              <PageTitle title={profileTitle(data.profile, t)} />
              <ProfileDetails
                data={data}
                reasons={<MatchReasonsSection profileId={id} matchProfileId={matchProfileId} />}
              />
            </>
          )}
        </ProfileLoader>
      </Stack>
    </PageContainer>
  );
}
