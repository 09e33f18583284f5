import { Button } from '@client/components/button';
import { avatarFor } from '@client/components/default-avatar';
import { Facts, FreeText } from '@client/components/facts';
import classes from '@client/components/profile-card.module.css';
import { useClientConfig } from '@client/lib/client-config';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConnectionListItem } from '@shared/profile-view';
import { bothInterestedText, whatsappLink } from '@shared/whatsapp';
import { IconBrandWhatsapp, IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardFacts, cardMarks, displayName } from '../utils/card';

/**
 * One connection on My Connections: the other profile in brief, with the connection summary badge, and where
 * the interest is mutual "You are both interested" with the WhatsApp button to the matchmakers (issue 16).
 */
export function ConnectionCard({ connection }: { connection: ConnectionListItem }) {
  const { t } = useTranslation('connections');
  const whatsapp = useClientConfig()?.contact.whatsapp;
  const profile = connection.secondary.profile;
  const name = displayName(profile);
  const { badge, mutual, contactUs } = cardMarks(connection.primary.status, connection.secondary.status);
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
          className={`${classes.thumb} ${classes.thumbSmall}`}
          loading="lazy"
        />
        <Stack gap={4} miw={0} className={classes.text}>
          <Title order={3} size="h5">
            <Link to={`/profile/${profile._id}`} className={classes.link}>
              <FreeText>{name}</FreeText>
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            <Facts facts={cardFacts(profile)} />
          </Text>
          {badge || mutual ? (
            <Group gap={6}>
              {mutual ? (
                <Badge
                  color="green"
                  variant="light"
                  size="sm"
                  leftSection={<IconHeartHandshake size={14} aria-hidden />}
                  style={{ textTransform: 'none' }}
                  data-testid="both-interested"
                >
                  {t('bothInterested')}
                </Badge>
              ) : null}
              {badge ? (
                <Badge color={badge.colour} variant="light" size="sm" style={{ textTransform: 'none' }}>
                  {badge.label}
                </Badge>
              ) : null}
            </Group>
          ) : null}
          {contactUs && whatsapp ? (
            <Button
              href={whatsappLink(whatsapp, bothInterestedText(profile._id))}
              external
              size="xs"
              className={classes.action}
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            >
              {t('contactUs')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
