import { Button } from '@client/components/button';
import { MessagePage } from '@client/components/message-page';
import { NotFound } from '@client/components/not-found';
import { Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const text = isChunkLoadError(error)
    ? 'This page could not be loaded. Please check your internet connection and try again. If Rishta was just updated, reloading fixes this.'
    : 'Something went wrong while showing this page. Please try again; if it keeps happening, tell us on WhatsApp.';
  return (
    <MessagePage
      title="Something went wrong"
      icon={<IconAlertTriangle size={28} />}
      actions={
        <Group justify="center" gap="sm" w="100%">
          <Button onClick={() => window.location.reload()} fullOnMobile>
            Reload the page
          </Button>
          <Button href="/" variant="outline" fullOnMobile>
            Go to the home page
          </Button>
        </Group>
      }
    >
      {text}
    </MessagePage>
  );
}
