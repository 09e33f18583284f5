import { Button } from '@client/components/button';
import { Alert, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './app-status.module.css';
import { useAppUpdate } from './service-worker';

/**
 * Under the navbar: "You are offline" while the phone has no connection, and "A new version of Rishta is
 * ready." with Reload when one is waiting (issue 19).
 */
export function AppStatus() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const update = useAppUpdate();
  if (online && !update.ready) return null;
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
