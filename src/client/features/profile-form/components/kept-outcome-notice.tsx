import { isApiError } from '@client/lib/api-client';
import { useServerMessage } from '@client/lib/i18n';
import { Anchor, Notification } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeptOutcome } from '../hooks/send-kept-submission';

/**
 * Told on any page (decision 062): the profile kept on the phone was sent, and when; or the server refused
 * it, with its reason and the way back to the form (its draft is still there).
 */
export default function KeptOutcomeNotice({
  outcome,
  onClose,
}: {
  outcome: KeptOutcome;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('form');
  const translate = useServerMessage();
  const style = {
    position: 'fixed',
    insetInline: 12,
    bottom: 12,
    zIndex: 400,
    maxWidth: 480,
    marginInline: 'auto',
  } as const;
  if (outcome.kind === 'sent') {
    const time = outcome.at.toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });
    return (
      <Notification
        role="status"
        data-testid="kept-sent"
        color="green"
        icon={<IconCheck size={18} />}
        title={t('keptSentTitle')}
        onClose={onClose}
        closeButtonProps={{ 'aria-label': t('keptClose') }}
        style={style}
      >
        {t('keptSent', { time })}
      </Notification>
    );
  }
  const reason =
    isApiError(outcome.error) && outcome.error.serverMessage
      ? translate(outcome.error.serverMessage)
      : t('submitFailed');
  return (
    <Notification
      role="alert"
      color="red"
      icon={<IconX size={18} />}
      title={t('keptRefusedTitle')}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('keptClose') }}
      style={style}
    >
      {reason}{' '}
      <Anchor component={Link} to="/profile/add" onClick={onClose}>
        {t('keptOpenForm')}
      </Anchor>
    </Notification>
  );
}
