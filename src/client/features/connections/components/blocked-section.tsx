import { Button } from '@client/components/button';
import { avatarFor } from '@client/components/default-avatar';
import classes from '@client/components/profile-card.module.css';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Block } from '@shared/blocks';
import { IconLockOpen } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnblock } from '../api/blocks';
import { cardFacts, displayName } from '../utils/card';

/**
 * "Blocked Profiles" on My Connections (issue 18, decision 039): the family's blocks, each with Unblock. A
 * blocked profile cannot be opened, so its card links nowhere and shows no picture. Shown while the family
 * has a block, and with the last one undone until the page is left, so that the family sees it happened.
 */
export function BlockedSection({ blocks }: { blocks: readonly Block[] }) {
  const { t } = useTranslation('connections');
  const headingId = useId();
  const unblock = useUnblock();
  const [unblocked, setUnblocked] = useState(false);
  if (blocks.length === 0 && !unblocked) return null;

  const undo = (profileId: number) =>
    unblock.mutate(profileId, {
      onSuccess: () => setUnblocked(true),
    });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="blocked-profiles">
      <Title order={2} size="h3" id={headingId}>
        {t('blocked.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('blocked.note')}
      </Text>
      {unblocked && !unblock.isPending && !unblock.isError ? (
        <Alert color="green" role="status">
          {t('blocked.unblocked')}
        </Alert>
      ) : null}
      {unblock.isError ? (
        <Alert color="red" role="alert">
          {t('blocked.failed')}
        </Alert>
      ) : null}
      {blocks.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {blocks.map((block) => (
            <BlockedCard
              key={block.profile._id}
              block={block}
              busy={unblock.isPending && unblock.variables === block.profile._id}
              onUnblock={() => undo(block.profile._id)}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function BlockedCard({ block, busy, onUnblock }: { block: Block; busy: boolean; onUnblock: () => void }) {
  const { t } = useTranslation('connections');
  const { profile } = block;
  const name = displayName(profile);
  return (
    <Card component="article" withBorder radius="md" padding="sm" data-testid="blocked-card">
      <Group align="center" wrap="nowrap" gap="sm">
        <img src={avatarFor(profile.gender)} alt="" className={`${classes.thumb} ${classes.thumbSmall}`} />
        <Stack gap={4} miw={0} className={classes.text} style={{ flex: 1 }}>
          <Title order={3} size="h5">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {cardFacts(profile).join(' · ')}
          </Text>
          <Button
            variant="outline"
            size="xs"
            onClick={onUnblock}
            loading={busy}
            leftSection={<IconLockOpen size={16} aria-hidden />}
            aria-label={t('blocked.unblockLabel', { name })}
            className={classes.action}
          >
            {t('blocked.unblock')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
