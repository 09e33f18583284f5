import { avatarFor } from '@client/components/default-avatar';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConnectionListItem } from '@shared/profile-view';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardFacts, displayName, summaryBadge } from '../utils/card';
import classes from './connection-card.module.css';

/** One connection on My Connections: the other profile in brief, with the connection summary badge. */
export function ConnectionCard({ connection }: { connection: ConnectionListItem }) {
  const { t } = useTranslation('connections');
  const profile = connection.secondary.profile;
  const name = displayName(profile);
  const badge = summaryBadge(connection.primary.status, connection.secondary.status);
  const thumbnail = profile.thumbnailUrls?.[0];

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-testid="connection-card"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <img
          src={thumbnail ?? avatarFor(profile.gender)}
          alt={thumbnail ? t('pictureAlt', { name }) : ''}
          className={classes.thumb}
          loading="lazy"
        />
        <Stack gap={4} miw={0} className={classes.text}>
          <Title order={3} size="h5">
            <Link to={`/profile/${profile._id}`} className={classes.link}>
              {name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {cardFacts(profile).join(' · ')}
          </Text>
          {badge ? (
            <Group gap={6}>
              <Badge color={badge.colour} variant="light" size="sm" style={{ textTransform: 'none' }}>
                {badge.label}
              </Badge>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
