import { Anchor, Group, Text } from '@mantine/core';
import { PROFILE_STATUSES } from '@shared/enums';
import type { OtherStatusCounts } from '@shared/profile-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withStatus } from '../utils/filters';

/**
 * A matchmaker's search that found nothing in this status says where it does find something: "Found 1 in
 * Review", a link to that status with the same search and filters (issue 15).
 */
export function OtherStatuses({
  counts,
  search,
  pathname,
}: {
  counts: OtherStatusCounts | undefined;
  search: URLSearchParams;
  pathname: string;
}) {
  const { t } = useTranslation('profiles');
  const found = PROFILE_STATUSES.filter((status) => (counts?.[status] ?? 0) > 0);
  if (found.length === 0) return null;
  return (
    <Group justify="center" gap="md" data-testid="other-statuses">
      {found.map((status) => (
        <Text key={status} size="sm">
          <Anchor component={Link} to={`${pathname}?${withStatus(search, status).toString()}`} fw={600}>
            {t('foundIn', { count: counts?.[status] ?? 0, status: t(`statuses.${status}`) })}
          </Anchor>
        </Text>
      ))}
    </Group>
  );
}
