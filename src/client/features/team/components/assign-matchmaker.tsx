import { isApiError } from '@client/lib/api-client';
import { Select, Stack, Text } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { useAssign, useTeamMembers } from '../api/team-api';
import { TEAM_TEXT as T } from '../messages';

const NOBODY = 'none';

/** The profile's responsible matchmaker, in its admin panel (decision 054). */
export function AssignMatchmaker({ profile }: { profile: ProfileView }) {
  const members = useTeamMembers();
  const assign = useAssign();
  const current = profile.assignedTo ?? null;
  const data = [
    { value: NOBODY, label: T.nobody },
    ...(members.data ?? [])
      .filter((m) => m.active || m._id === current)
      .map((m) => ({ value: String(m._id), label: m.name })),
  ];
  return (
    <Stack gap={4} data-testid="assign-matchmaker">
      <Select
        label={T.responsible}
        data={data}
        value={current === null ? NOBODY : String(current)}
        allowDeselect={false}
        disabled={members.isPending || assign.isPending}
        maw={320}
        onChange={(value) =>
          assign.mutate({
            ids: [profile._id],
            assignedTo: !value || value === NOBODY ? null : Number(value),
            // The version the panel shows: a change made meanwhile is refused, not overwritten (decision 066).
            version: profile.version,
          })
        }
      />
      {assign.isError ? (
        <Text size="sm" c="red" role="alert">
          {isApiError(assign.error) && assign.error.serverMessage
            ? assign.error.serverMessage
            : T.assignFailed}
        </Text>
      ) : null}
    </Stack>
  );
}
