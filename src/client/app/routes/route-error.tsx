import { MessageActions, MessagePage } from '@client/components/message-page';
import { NotFound } from '@client/components/not-found';
import { PlainButton } from '@client/components/plain-button';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Shown when a page fails to load or throws; a missing page shows the 404. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const text = isChunkLoadError(error) ? t('routeError.chunk') : t('routeError.generic');
  return (
    <MessagePage
      title={t('routeError.title')}
      icon={<IconAlertTriangle size={28} />}
      actions={
        <MessageActions>
          <PlainButton onClick={() => window.location.reload()} fullOnMobile>
            {t('routeError.reload')}
          </PlainButton>
          <PlainButton href="/" variant="outline" fullOnMobile>
            {t('goHome')}
          </PlainButton>
        </MessageActions>
      }
    >
      {text}
    </MessagePage>
  );
}
