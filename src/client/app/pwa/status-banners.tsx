import { Button } from '@client/components/button';
import { Alert, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './app-status.module.css';

/** The banners themselves, in their own chunk: most visits never show them (the app's first bundle stays small). */
export default function StatusBanners({
  online,
  update,
}: {
  online: boolean;
  update: { ready: boolean; reload: () => void };
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="app-status" className={classes.status}>
      {online ? null : (
        <Alert color="orange" radius={0} py="xs" icon={<IconWifiOff size={18} aria-hidden />}>
          <Text fw={700} size="sm" component="span">
            {t('app.offline')}
          </Text>{' '}
          <Text size="sm" component="span">
            {t('app.offlineDetail')}
          </Text>
        </Alert>
      )}
      {update.ready ? (
        <Alert color="blue" radius={0} py="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('app.updateReady')}</Text>
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void update.reload()}
            >
              {t('app.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </div>
  );
}
