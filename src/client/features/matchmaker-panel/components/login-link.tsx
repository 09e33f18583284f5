import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRotateAccessToken } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';

/** The family's personal login link, with a copy action and a way to replace it (ending its sessions). */
export function LoginLink({ link, profileId }: { link: string; profileId: number }) {
  const rotate = useRotateAccessToken(profileId);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="login-link-label">
        {PANEL_MESSAGES.loginLinkTitle}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          aria-labelledby="login-link-label"
          data-testid="login-link"
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {link}
        </Code>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? PANEL_MESSAGES.copied : PANEL_MESSAGES.copyLoginLink} withArrow>
              <ActionIcon
                size="lg"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'green' : 'maroon'}
                onClick={copy}
                aria-label={copied ? PANEL_MESSAGES.copied : PANEL_MESSAGES.copyLoginLink}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={rotate.isPending}
          onClick={() =>
            // The app's own dialog, not the browser's: it reads like the rest of the tool and works in tests.
            modals.openConfirmModal({
              title: PANEL_MESSAGES.rotateLoginLink,
              centered: true,
              children: <Text size="sm">{PANEL_MESSAGES.rotateLoginLinkConfirm}</Text>,
              labels: { confirm: PANEL_MESSAGES.rotateLoginLinkYes, cancel: PANEL_MESSAGES.cancel },
              confirmProps: { color: 'red' },
              onConfirm: () => rotate.mutate(),
            })
          }
        >
          {PANEL_MESSAGES.rotateLoginLink}
        </Button>
        {rotate.isError ? (
          <Text size="sm" c="red" role="alert">
            {PANEL_MESSAGES.rotateLoginLinkFailed}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
