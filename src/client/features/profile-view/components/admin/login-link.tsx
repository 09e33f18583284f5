import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRotateAccessToken } from '../../api/profile-mutations';
import { VIEW_MESSAGES } from '../../messages';

/** The family's personal login link, with a copy action and a way to replace it (ending its sessions). */
export function LoginLink({ link, profileId }: { link: string; profileId: number }) {
  const rotate = useRotateAccessToken(profileId);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="login-link-label">
        {VIEW_MESSAGES.loginLinkTitle}
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
            <Tooltip label={copied ? VIEW_MESSAGES.copied : VIEW_MESSAGES.copyLoginLink} withArrow>
              <ActionIcon
                size="lg"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'green' : 'maroon'}
                onClick={copy}
                aria-label={copied ? VIEW_MESSAGES.copied : VIEW_MESSAGES.copyLoginLink}
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
              title: VIEW_MESSAGES.rotateLoginLink,
              centered: true,
              children: <Text size="sm">{VIEW_MESSAGES.rotateLoginLinkConfirm}</Text>,
              labels: { confirm: VIEW_MESSAGES.rotateLoginLinkYes, cancel: VIEW_MESSAGES.cancel },
              confirmProps: { color: 'red' },
              onConfirm: () => rotate.mutate(),
            })
          }
        >
          {VIEW_MESSAGES.rotateLoginLink}
        </Button>
        {rotate.isError ? (
          <Text size="sm" c="red" role="alert">
            {VIEW_MESSAGES.rotateLoginLinkFailed}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
