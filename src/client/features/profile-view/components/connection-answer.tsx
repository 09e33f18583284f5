import { Button } from '@client/components/button';
import { isApiError } from '@client/lib/api-client';
import { useClientConfig } from '@client/lib/client-config';
import { ownAndOtherStatus } from '@client/lib/connection-sides';
import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import {
  CONNECTION_MESSAGES,
  canAnswerInterested,
  canAnswerNotInterested,
  canUndoNotInterested,
  connectionMessage,
  notInterestedClosedReason,
  USER_ANSWERS,
} from '@shared/connection-rules';
import type { Connection } from '@shared/profile-view';
import { bothInterestedText, whatsappLink } from '@shared/whatsapp';
import { IconBrandWhatsapp, IconHeart, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerProfile } from '../api/answer-api';
import { connectionMessageText } from '../utils/connection-text';

/** The message card's colour: green for good news, red for a refusal, blue otherwise. */
const CARD_COLOURS: Partial<Record<keyof typeof CONNECTION_MESSAGES, string>> = {
  matched: 'green',
  inContact: 'green',
  bothAccepted: 'green',
  ownRejected: 'red',
  otherRejected: 'red',
};

/**
 * A family on someone else's profile (SPEC §2, §4 "User actions", "Message on the profile view"): the
 * connection status message and the Interested / Not Interested buttons, both following the family's own side
 * first (shared rules, issue 16). When both have shown interest, a button beside "Please contact us to take
 * this forward." opens WhatsApp to the matchmakers.
 */
export function ConnectionAnswer({
  viewedId,
  ownProfileId,
  connection,
}: {
  viewedId: number;
  ownProfileId: number;
  connection: Connection | null;
}) {
  const { t } = useTranslation('profileView');
  const { own, other } = ownAndOtherStatus(connection, ownProfileId);
  const key = connectionMessage(own, other);
  const whatsapp = useClientConfig()?.contact.whatsapp;
  const answer = useAnswerProfile(viewedId);
  const failure = answer.error;
  const failureText =
    isApiError(failure, 409) && failure.serverMessage
      ? connectionMessageText(failure.serverMessage)
      : t('answer.failed');
  const busy = answer.isPending;
  const [confirming, setConfirming] = useState(false);
  const closedReason = notInterestedClosedReason(own);
  const declineNow = () => {
    setConfirming(false);
    answer.mutate(USER_ANSWERS.notInterested);
  };

  return (
    <Stack gap="sm" data-testid="connection-answer">
      {key ? (
        <Alert
          color={CARD_COLOURS[key] ?? 'blue'}
          icon={<IconInfoCircle size={20} aria-hidden />}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm" data-testid="connection-message">
              {connectionMessageText(CONNECTION_MESSAGES[key])}
            </Text>
            {key === 'bothAccepted' && whatsapp ? (
              <Button
                href={whatsappLink(whatsapp, bothInterestedText(viewedId))}
                external
                size="xs"
                leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              >
                {t('answer.contactUs')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Group gap="xs" role="group" aria-label={t('answer.groupLabel')}>
        <Button
          onClick={() => answer.mutate(USER_ANSWERS.interested)}
          disabled={busy || !canAnswerInterested(own, other)}
          loading={busy && answer.variables === USER_ANSWERS.interested}
          leftSection={<IconHeart size={18} aria-hidden />}
          fullOnMobile
        >
          {t('answer.interested')}
        </Button>
        <Button
          variant="outline"
          onClick={() => setConfirming(true)}
          disabled={busy || !canAnswerNotInterested(own, other)}
          loading={busy && answer.variables === USER_ANSWERS.notInterested}
          leftSection={<IconX size={18} aria-hidden />}
          aria-describedby={closedReason ? 'not-interested-closed' : undefined}
          fullOnMobile
        >
          {t('answer.notInterested')}
        </Button>
      </Group>
      {closedReason ? (
        <Text size="sm" c="dimmed" id="not-interested-closed" data-testid="not-interested-closed">
          {t(`answer.closed.${closedReason}`)}
        </Text>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('answer.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('answer.confirmNotInterested')}</Text>
          <Text data-testid="not-interested-undo">
            {t(canUndoNotInterested(other) ? 'answer.undoWhileInterested' : 'answer.undoClosed')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="outline" onClick={() => setConfirming(false)} fullOnMobile>
              {t('answer.confirmCancel')}
            </Button>
            <Button onClick={declineNow} fullOnMobile>
              {t('answer.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {answer.isError ? (
        <Alert color="red" role="alert">
          {failureText}
        </Alert>
      ) : null}
    </Stack>
  );
}
