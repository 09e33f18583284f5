import { Group } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Button } from './button';
import { MessagePage } from './message-page';

/** The 404 page; also used by screens whose id in the address does not exist. */
export function NotFound() {
  return (
    <MessagePage
      title="Page not found"
      icon={<IconMapSearch size={30} />}
      actions={
        <Group justify="center" gap="sm" w="100%">
          <Button href="/" fullOnMobile>
            Go to the home page
          </Button>
          <Button href="/profile/add" variant="outline" fullOnMobile>
            Submit Profile
          </Button>
        </Group>
      }
    >
      We could not find this page. The link may be incomplete or out of date. If a matchmaker sent it to you,
      please ask them for a new one.
    </MessagePage>
  );
}
