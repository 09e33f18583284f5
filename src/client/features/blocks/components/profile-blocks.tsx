import { formatWhen } from '@client/lib/format-when';
import { Anchor, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { ProfileBlocks as Blocks } from '@shared/blocks';
import { profileLabel } from '@shared/profile-label';
import type { ProfileView } from '@shared/profile-view';
import { Link } from 'react-router';
import { useProfileBlocks } from '../api/block-api';

/** Matchmakers' screens are English only. */
export const PROFILE_BLOCKS_MESSAGES = {
  title: 'Blocks',
  titleCount: (n: number) => `Blocks (${n})`,
  loading: 'Loading blocks…',
  none: 'No blocks either way.',
  failed: 'Failed to load the blocks.',
  blocked: 'This family blocked',
  blockedBy: 'Blocked by the family of',
  hint: 'A blocked pair do not see each other and cannot be sent to each other.',
} as const;
const M = PROFILE_BLOCKS_MESSAGES;

/**
 * A profile's blocks both ways, in the matchmaker's admin panel (issue 18, decision 039): whom its family
 * blocked and which families blocked it, each with when, linked to the other profile. Matchmakers need to
 * know: the families themselves never see the other side's blocks.
 */
export function ProfileBlocks({ profile }: { profile: ProfileView }) {
  const blocks = useProfileBlocks(profile._id);
  const count = blocks.data ? blocks.data.blocked.length + blocks.data.blockedBy.length : null;
  return (
    <Stack gap={6} component="section" data-testid="profile-blocks">
      <Text fw={600}>{count === null ? M.title : M.titleCount(count)}</Text>
      {blocks.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{M.loading}</Text>
        </Group>
      ) : blocks.isError ? (
        <Text size="sm" c="red" role="alert">
          {M.failed}
        </Text>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          {M.none}
        </Text>
      ) : (
        <>
          <BlockList heading={M.blocked} items={blocks.data.blocked} />
          <BlockList heading={M.blockedBy} items={blocks.data.blockedBy} />
          <Text size="xs" c="dimmed">
            {M.hint}
          </Text>
        </>
      )}
    </Stack>
  );
}

function BlockList({ heading, items }: { heading: string; items: Blocks['blocked'] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm">{heading}:</Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item.profile._id}>
            <Group gap={6} wrap="wrap">
              <Anchor component={Link} to={`/profile/${item.profile._id}`} size="sm">
                {profileLabel(item.profile)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatWhen(item.at)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
