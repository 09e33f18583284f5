import { Facts, FreeText } from '@client/components/facts';
import { placeLabel } from '@client/lib/i18n';
import { presentText } from '@client/lib/profile-text/format';
import { profileTitle } from '@client/lib/profile-text/profile-fields';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from './verified-badge';

/** The title: the name (or 'Profile #id'), then the id, age and city; actions on the right. */
export function ProfileHeader({
  profile,
  actions,
}: {
  profile: Pick<ProfileView, '_id' | 'name' | 'age' | 'city' | 'verifications'>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('profileView');
  const title = profileTitle(profile, t);
  const number = t('profileNumber', { id: profile._id });
  const facts = [
    title === number ? null : number,
    t('ageYears', { age: profile.age }),
    presentText(profile.city) && placeLabel(profile.city.trim()),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          <FreeText>{title}</FreeText>
        </Title>
        <Text c="dimmed" fw={500}>
          <Facts facts={facts} />
        </Text>
        <VerifiedBadge verifications={profile.verifications} />
      </Stack>
      {actions}
    </Group>
  );
}
