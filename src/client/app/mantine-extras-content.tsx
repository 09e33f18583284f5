import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { WithQueries } from './queries';

/**
 * Loaded by mantine-extras.tsx: the modal manager (`modals.*`) and the notifications (`notifications.*`).
 * Modals opened by a page render here, inside the data cache's provider as the pages are.
 */
export default function MantineExtrasContent() {
  return (
    <WithQueries>
      <ModalsProvider />
      <Notifications position="top-center" />
    </WithQueries>
  );
}
