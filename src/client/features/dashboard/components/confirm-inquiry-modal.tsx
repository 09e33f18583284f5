import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { profileLabel } from '@shared/profile-label';
import { inquiryTextUrdu } from '@shared/whatsapp';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { DASHBOARD_MESSAGES as MSG } from '../messages';
import type { PendingEntry } from './recent-card';

const URDU_FONT = "'Noto Nastaliq Urdu', serif";
const LINK_STYLE = { overflowWrap: 'anywhere', unicodeBidi: 'isolate' } as const;

/** 'Confirm Inquiry' (SPEC §2 Modals): the Urdu message about to be sent, and the buttons to send it. */
export function ConfirmInquiryModal({
  entry,
  onClose,
  onConfirm,
}: {
  entry: PendingEntry | null;
  onClose: () => void;
  onConfirm: (entry: PendingEntry) => void;
}) {
  // The message stays shown while the dialog fades out.
  const [shown, setShown] = useState<PendingEntry | null>(null);
  if (entry && entry !== shown) setShown(entry);
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      onExitTransitionEnd={() => setShown(null)}
      title={MSG.confirmInquiryTitle}
      centered
      closeButtonProps={{ 'aria-label': MSG.close }}
    >
      {shown ? (
        <Stack gap="md">
          <Text size="sm">
            {MSG.confirmInquiryIntro(profileLabel(shown.profile), shown.connections.length)}
          </Text>
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
            <div dir="rtl" lang="ur" data-testid="inquiry-text" style={{ fontFamily: URDU_FONT }}>
              {inquiryTextUrdu(shown.profile.loginLink ?? '')
                .split('\n')
                .map((line) =>
                  /^https?:\/\//.test(line) ? (
                    // The login link reads left to right, in the page's font, so that it can be checked.
                    <Text
                      key={line}
                      dir="ltr"
                      lang="en"
                      ta="left"
                      size="xs"
                      ff="monospace"
                      style={LINK_STYLE}
                    >
                      {line}
                    </Text>
                  ) : (
                    <Text key={line} ta="right" style={{ fontFamily: URDU_FONT, lineHeight: 2.2 }}>
                      {line}
                    </Text>
                  ),
                )}
            </div>
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {MSG.cancel}
            </Button>
            <Button
              color="green"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              onClick={() => onConfirm(shown)}
              data-autofocus
            >
              {MSG.sendInquiry}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
