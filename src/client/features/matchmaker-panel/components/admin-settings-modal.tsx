import { ModalFooter } from '@client/components/modal-footer';
import { NumberInput } from '@client/components/number-input';
import { isApiError } from '@client/lib/api-client';
import { useVersionWhileOpen } from '@client/lib/live-profile';
import { Modal, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminSettingsPatchSchema } from '@shared/admin-schema';
import { DEFAULT_EXPECTED_ADVANCE_FEE, DEFAULT_EXPECTED_POST_MATCH_FEE, PAID_FEE } from '@shared/constants';
import { formatRupees } from '@shared/money';
import type { ProfileView } from '@shared/profile-view';
import { isVersionConflict } from '@shared/version-conflict';
import { type FormEvent, useState } from 'react';
import { usePatchProfile } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';
import { ChangedNotice, CurrentValues } from './changed-notice';

type SettingsProfile = Pick<
  ProfileView,
  '_id' | 'restrictPhotosVisibility' | 'expectedAdvanceFee' | 'expectedPostMatchFee'
>;

export interface AdminSettingsModalProps {
  profile: SettingsProfile;
  opened: boolean;
  onClose: () => void;
}

/** 'Admin-only Settings' (SPEC §2 Modals): photo visibility and the expected fees. */
export function AdminSettingsModal({ profile, opened, onClose }: AdminSettingsModalProps) {
  // Each "Load the current values" starts the form again on the profile as it is now.
  const [round, setRound] = useState(0);
  return (
    <Modal
      lang="en"
      opened={opened}
      onClose={onClose}
      title={PANEL_MESSAGES.adminSettings}
      centered
      closeButtonProps={{ 'aria-label': PANEL_MESSAGES.close }}
    >
      {opened ? (
        <SettingsForm
          key={round}
          profile={profile}
          onDone={onClose}
          onReload={() => setRound((n) => n + 1)}
        />
      ) : null}
    </Modal>
  );
}

type Errors = Partial<Record<'expectedAdvanceFee' | 'expectedPostMatchFee', string>>;

function SettingsForm({
  profile,
  onDone,
  onReload,
}: {
  profile: SettingsProfile;
  onDone: () => void;
  onReload: () => void;
}) {
  const [restrict, setRestrict] = useState(profile.restrictPhotosVisibility ?? false);
  const [advance, setAdvance] = useState<number | string>(
    profile.expectedAdvanceFee ?? DEFAULT_EXPECTED_ADVANCE_FEE,
  );
  const [postMatch, setPostMatch] = useState<number | string>(
    profile.expectedPostMatchFee ?? DEFAULT_EXPECTED_POST_MATCH_FEE,
  );
  const [errors, setErrors] = useState<Errors>({});
  const mutation = usePatchProfile(profile._id);
  const live = useVersionWhileOpen(profile._id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminSettingsPatchSchema.safeParse({
      restrictPhotosVisibility: restrict,
      expectedAdvanceFee: advance === '' ? undefined : advance,
      expectedPostMatchFee: postMatch === '' ? undefined : postMatch,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'expectedAdvanceFee' || key === 'expectedPostMatchFee') && !next[key])
          next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(
      { ...parsed.data, version: live.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PANEL_MESSAGES.settingsUpdated });
          onDone();
        },
      },
    );
  };

  const feeInput = {
    min: PAID_FEE.min,
    max: PAID_FEE.max,
    step: PAID_FEE.step,
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: ',',
    inputMode: 'numeric' as const,
    // Refused with the schema's range message, never silently capped (issue 15).
    clampBehavior: 'none' as const,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ChangedNotice by={live.changedBy} />
        {live.stale ? (
          <CurrentValues
            testId="settings-now"
            onLoad={onReload}
            now={PANEL_MESSAGES.settingsNow(
              profile.restrictPhotosVisibility ?? false,
              formatRupees(profile.expectedAdvanceFee ?? DEFAULT_EXPECTED_ADVANCE_FEE),
              formatRupees(profile.expectedPostMatchFee ?? DEFAULT_EXPECTED_POST_MATCH_FEE),
            )}
          />
        ) : null}
        <Switch
          label={PANEL_MESSAGES.restrictPhotos}
          description={PANEL_MESSAGES.restrictPhotosHint}
          checked={restrict}
          onChange={(event) => setRestrict(event.currentTarget.checked)}
          data-autofocus
        />
        <NumberInput
          {...feeInput}
          label={PANEL_MESSAGES.expectedAdvanceFee}
          value={advance}
          onChange={setAdvance}
          error={errors.expectedAdvanceFee}
        />
        <NumberInput
          {...feeInput}
          label={PANEL_MESSAGES.expectedPostMatchFee}
          value={postMatch}
          onChange={setPostMatch}
          error={errors.expectedPostMatchFee}
        />
        <ModalFooter
          error={
            mutation.isError
              ? isApiError(mutation.error, 409) && isVersionConflict(mutation.error.body)
                ? PANEL_MESSAGES.changedMeanwhile
                : PANEL_MESSAGES.settingsFailed
              : null
          }
          cancelLabel={PANEL_MESSAGES.cancel}
          onCancel={onDone}
          submitLabel={PANEL_MESSAGES.save}
          submit={{ loading: mutation.isPending }}
        />
      </Stack>
    </form>
  );
}
