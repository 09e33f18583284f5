import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageActions, MessagePage } from './message-page';
import { PlainButton } from './plain-button';

/** The 404 page; also used by screens whose id in the address does not exist. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('notFound.title')}
      description={t('meta.notFoundDescription')}
      icon={<IconMapSearch size={30} />}
      actions={
        <MessageActions>
          <PlainButton href="/" fullOnMobile>
            {t('goHome')}
          </PlainButton>
          <PlainButton href="/profile/add" variant="outline" fullOnMobile>
            {t('submitProfile')}
          </PlainButton>
        </MessageActions>
      }
    >
      {t('notFound.text')}
    </MessagePage>
  );
}
