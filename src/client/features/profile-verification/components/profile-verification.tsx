import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import {
  checksDone,
  NO_VERIFICATIONS,
  VERIFICATION_CHECKS,
  VERIFICATION_LABELS,
  type VerificationCheck,
} from '@shared/verifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useSetVerifications } from '../api/verification-api';
import { VERIFICATION_CONTROL_MESSAGES as M } from '../messages';

/**
 * The checks a matchmaker has done on a profile (issue 18, decision 036): phone verified (called), CNIC
 * seen, met in person, education documents seen. Each switch saves at once and is kept in the profile's
 * history with who and when. Shown in the profile view's admin panel (composed by app/).
 */
export function ProfileVerification({ profile }: { profile: ProfileView }) {
  const set = useSetVerifications(profile._id);
  const headingId = useId();
  const saved = profile.verifications ?? NO_VERIFICATIONS;
  // The switch moves at once; it goes back if the change is refused.
  const verifications = set.isPending && set.variables ? { ...saved, ...set.variables } : saved;
  const change = (check: VerificationCheck, value: boolean) => set.mutate({ [check]: value });

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="profile-verification">
      <Group gap={6} wrap="nowrap">
        <IconShieldCheck size={18} aria-hidden />
        <Text fw={600} id={headingId}>
          {M.titleCount(checksDone(verifications).length)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {M.hint}
      </Text>
      <Stack gap="xs">
        {VERIFICATION_CHECKS.map((check) => (
          <Switch
            key={check}
            label={VERIFICATION_LABELS[check]}
            checked={verifications[check]}
            disabled={set.isPending}
            onChange={(event) => change(check, event.currentTarget.checked)}
            color="teal"
          />
        ))}
      </Stack>
      {set.isError ? (
        <Alert color="red" role="alert">
          {M.failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
