import { Group } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { MessagePage } from './message-page';

/** The 404 page; also used by screens whose id in the address does not exist. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('notFound.title')}
      description={t('meta.notFoundDescription')}
      icon={<IconMapSearch size={30} />}
      actions={
        <Group justify="center" gap="sm" w="100%">
          <Button href="/" fullOnMobile>
            {t('goHome')}
          </Button>
          <Button href="/profile/add" variant="outline" fullOnMobile>
            {t('submitProfile')}
          </Button>
        </Group>
      }
    >
      {t('notFound.text')}
    </MessagePage>
  );
}
