import { Button } from '@client/components/button';
import { isApiError } from '@client/lib/api-client';
import { Alert, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@shared/reports';
import { IconCircleCheck, IconFlag } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportProfile } from '../api/report-api';

type Problems = { reason?: string; details?: string };

/**
 * A family's Report button on a profile it was sent or found (issue 18, decision 036): a dialog with the
 * reasons and the details, then the thanks. The reported family is never told. Composed into the profile
 * view's family actions by app/ (app/routes/profile-view-page.tsx).
 */
export function ReportProfile({ profile }: { profile: Pick<ProfileView, '_id'> }) {
  const { t } = useTranslation('report');
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const send = useReportProfile(profile._id);
  const sent = send.isSuccess;

  const open = () => {
    send.reset();
    setReason('');
    setDetails('');
    setProblems({});
    setOpened(true);
  };
  const close = () => setOpened(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = details.trim();
    const found: Problems = {};
    if (!reason) found.reason = t('errors.reason');
    if (reason === 'Other' && !text) found.details = t('errors.details');
    setProblems(found);
    if (!reason || found.details) return;
    send.mutate({ reason, details: text || null });
  };

  const failure = send.isError
    ? isApiError(send.error, 429)
      ? t('errors.tooMany')
      : t('errors.failed')
    : null;
  const hint = reason === 'Other' ? 'detailsRequired' : 'detailsOptional';

  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        onClick={open}
        leftSection={<IconFlag size={16} aria-hidden />}
        aria-label={t('buttonLabel')}
      >
        {t('button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('title')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="report-dialog"
      >
        {sent ? (
          <Stack gap="md">
            <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
              {t('thanks')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close} fullOnMobile>
                {t('close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('intro')}</Text>
              <Radio.Group
                label={t('reasonLabel')}
                value={reason}
                onChange={(value) => {
                  setReason(value as ReportReason);
                  setProblems({});
                }}
                error={problems.reason}
                withAsterisk
              >
                <Stack gap="xs" mt="xs">
                  {REPORT_REASONS.map((value) => (
                    <Radio key={value} value={value} label={t(`reasons.${value}`)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label={t('detailsLabel')}
                description={t(hint, { length: details.length, max: REPORT_DETAILS_MAX_LENGTH })}
                withAsterisk={reason === 'Other'}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={REPORT_DETAILS_MAX_LENGTH}
                value={details}
                onChange={(event) => {
                  setDetails(event.currentTarget.value);
                  if (problems.details) setProblems({ ...problems, details: undefined });
                }}
                error={problems.details}
              />
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="xs">
                <Button variant="outline" onClick={close} fullOnMobile>
                  {t('cancel')}
                </Button>
                <Button type="submit" loading={send.isPending} fullOnMobile>
                  {t('submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
