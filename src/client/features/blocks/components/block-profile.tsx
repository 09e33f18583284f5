import { Button } from '@client/components/button';
import { Alert, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBlockProfile } from '../api/block-api';

const POINTS = ['hidden', 'interest', 'sends', 'notTold'] as const;

/**
 * A family's Block button on another family's profile (issue 18, decision 039): a confirmation that says what
 * blocking does, then back to the family's list, where the profile is gone. Composed into the profile view's
 * family actions by app/ (app/routes/profile-view-page.tsx), beside Report.
 */
export function BlockProfile({ profile }: { profile: Pick<ProfileView, '_id'> }) {
  const { t } = useTranslation('block');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const block = useBlockProfile(profile._id);

  const open = () => {
    block.reset();
    setOpened(true);
  };
  const close = () => setOpened(false);
  const confirm = () =>
    block.mutate(undefined, {
      onSuccess: () => {
        setOpened(false);
        navigate('/profiles');
        // After the page has gone: an open page would load the profile again and meet its 404.
        setTimeout(block.forget, 0);
      },
    });

  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        onClick={open}
        leftSection={<IconBan size={16} aria-hidden />}
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
        data-testid="block-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{t('intro')}</Text>
          <List size="sm" spacing={6}>
            {POINTS.map((point) => (
              <List.Item key={point}>{t(`points.${point}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('undo')}
          </Text>
          {block.isError ? (
            <Alert color="red" role="alert">
              {t('failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="outline" onClick={close} fullOnMobile>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              loading={block.isPending}
              leftSection={<IconBan size={18} aria-hidden />}
              fullOnMobile
            >
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
