import { Button } from '@client/components/button';
import { Group, Stack } from '@mantine/core';
import { PAID_FEE_QUICK_FILLS } from '@shared/constants';
import { INACTIVE_REASONS, PROFILE_STATUSES } from '@shared/enums';
import { useTranslation } from 'react-i18next';
import { ChoiceField, DigitsField, LongTextField, type ProfileForm, WhenShown } from './fields';
import { FormSection } from './form-section';

export interface AdminSectionProps {
  form: ProfileForm;
  /** The stored profile's id when editing: offers Match Profile and Delete Profile. */
  profileId?: number;
  onDelete?: () => void;
  deleting?: boolean;
}

/** Matchmakers only (SPEC §2, §6): status, paid fee with quick fills, and Match/Delete when editing. */
export function AdminSection({ form, profileId, onDelete, deleting }: AdminSectionProps) {
  const { t } = useTranslation('form');
  const rupees = (amount: number) => amount.toLocaleString('en-PK');
  const actions =
    profileId !== undefined ? (
      <Group gap="sm">
        <Button href={`/profiles?matchProfileId=${profileId}`} variant="outline" fullOnMobile>
          {t('matchProfile')}
        </Button>
        <Button variant="danger" onClick={onDelete} loading={deleting} fullOnMobile>
          {t('deleteProfile')}
        </Button>
      </Group>
    ) : undefined;

  return (
    <FormSection title={t('sections.admin')} after={actions}>
      <ChoiceField form={form} field="status" choices={PROFILE_STATUSES} />
      <WhenShown form={form} field="inactiveReason">
        <ChoiceField form={form} field="inactiveReason" required choices={INACTIVE_REASONS} />
      </WhenShown>
      {/* The reason "Other" says why (decision 071). */}
      <WhenShown form={form} field="inactiveNote">
        <LongTextField form={form} field="inactiveNote" required />
      </WhenShown>
      <Stack gap={6}>
        <DigitsField form={form} field="paidFee" maxLength={6} />
        <Group gap="xs">
          {PAID_FEE_QUICK_FILLS.map((amount) => (
            <Button
              key={amount}
              variant="secondary"
              size="xs"
              aria-label={t('quickFillLabel', { amount: rupees(amount) })}
              onClick={() => form.setFieldValue('paidFee', String(amount))}
            >
              {t('quickFill', { amount: rupees(amount) })}
            </Button>
          ))}
        </Group>
      </Stack>
    </FormSection>
  );
}
