import { avatarFor } from '@client/components/default-avatar';
import { Facts, FreeText } from '@client/components/facts';
import { CARD_REASONS, MatchChips } from '@client/components/match-reasons';
import classes from '@client/components/profile-card.module.css';
import { optionLabel } from '@client/lib/i18n';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { oppositeGender } from '@shared/matching';
import { relaxedLine } from '@shared/near-matches';
import type { ProfileCard as Profile } from '@shared/profile-list-schema';
import { checksDone } from '@shared/verifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cardDetails,
  chipReasons,
  displayName,
  headFacts,
  listSeparator,
  mismatchLine,
  paidFeeBadge,
  profileHref,
  STATUS_COLOURS,
  summaryBadge,
} from '../utils/card';
import { useProfileListSlots } from './list-slots';

function Thumbnail({ profile, name }: { profile: Profile; name: string }) {
  const { t } = useTranslation('profiles');
  const url = profile.thumbnailUrl;
  if (url) {
    return <img src={url} alt={t('pictureAlt', { name })} className={classes.thumb} loading="lazy" />;
  }
  return (
    <Stack gap={4} align="center" w={88} style={{ flex: '0 0 auto' }}>
      <img src={avatarFor(profile.gender)} alt="" className={classes.thumb} loading="lazy" />
      {profile.picturesHidden ? (
        <Text size="xs" c="dimmed" ta="center" lh={1.2}>
          {t('picturesHidden')}
        </Text>
      ) : null}
    </Stack>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** "2 Sep" and the whole days since (Pending Reviews, oldest first: the longest wait at the top). */
function submittedWaiting(createdAt: string, now = Date.now()) {
  const at = new Date(createdAt);
  const date = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
  return { date, count: Math.max(0, Math.floor((now - at.getTime()) / DAY_MS)) };
}

export interface ProfileCardProps {
  profile: Profile;
  isAdmin: boolean;
  matchProfileId: number | null;
}

/** One profile of the list: picture, badges, head info, details, unmet requirements and connection. */
export function ProfileCard({ profile, isAdmin, matchProfileId }: ProfileCardProps) {
  const { t } = useTranslation('profiles');
  const name = displayName(profile);
  const summary = summaryBadge(profile.connectionSummary);
  const fee = isAdmin ? paidFeeBadge(profile) : null;
  const details = cardDetails(profile);
  const status = isAdmin ? profile.status : undefined;
  const { CardControl } = useProfileListSlots();
  const control = isAdmin && CardControl ? <CardControl profileId={profile._id} name={name} /> : null;
  const checks = checksDone(profile.verifications);

  return (
    <Card component="article" withBorder radius="md" padding="md" className={classes.card}>
      <div className={control ? `${classes.head} ${classes.withControl}` : classes.head}>
        {control ? <div className={classes.side}>{control}</div> : null}
        <div className={classes.side}>
          <Thumbnail profile={profile} name={name} />
        </div>
        <Stack gap={4} miw={0} className={`${classes.text} ${classes.main}`}>
          <Title order={2} size="h4">
            <Link to={profileHref(profile._id, matchProfileId)} className={classes.link}>
              <FreeText>{name}</FreeText>
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            <Facts facts={headFacts(profile)} />
          </Text>
          {status === 'Review' && profile.createdAt ? (
            <Text size="xs" c="dimmed" data-testid="submitted-waiting">
              {t('submittedWaiting', submittedWaiting(profile.createdAt))}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={4} miw={0} className={`${classes.text} ${classes.marks}`}>
          <Group gap={6}>
            {status ? (
              <Badge color={STATUS_COLOURS[status]} variant="light" size="sm">
                {t(`statuses.${status}`)}
                {status === 'InActive' && profile.inactiveReason
                  ? ` · ${optionLabel(profile.inactiveReason)}`
                  : ''}
              </Badge>
            ) : null}
            {fee ? (
              <Badge color={fee.colour} variant="light" size="sm">
                {fee.label}
              </Badge>
            ) : null}
            {checks.length > 0 ? (
              <Badge
                color="teal"
                variant="light"
                size="sm"
                leftSection={<IconShieldCheck size={12} aria-hidden />}
                title={checks.map((check) => t(`verifiedChecks.${check}`)).join(' · ')}
                data-testid="card-verified-badge"
              >
                {t('verified')}
              </Badge>
            ) : null}
            {isAdmin && profile.cityNotListed ? (
              <Badge color="orange" variant="light" size="sm">
                {t('cityNotListed')}
              </Badge>
            ) : null}
            {isAdmin && profile.familyEditedAt ? (
              <Badge color="yellow" variant="light" size="sm" data-testid="edited-by-family">
                {t('filterLabels.edited')}
              </Badge>
            ) : null}
            {isAdmin && profile.pausedAt ? (
              <Badge color="gray" variant="filled" size="sm" data-testid="paused-badge">
                {t('paused')}
              </Badge>
            ) : null}
            {isAdmin && profile.engagement ? (
              <Badge
                color={profile.engagement.state === 'Matched' ? 'green' : 'grape'}
                variant="light"
                size="sm"
                tt="none"
                data-testid="engagement-badge"
              >
                <bdi>{t(`engagement.${profile.engagement.state}`, { id: profile.engagement.profileId })}</bdi>
              </Badge>
            ) : null}
            {isAdmin && profile.possibleDuplicate ? (
              <Badge color="orange" variant="light" size="sm" data-testid="possible-duplicate-badge">
                {t('possibleDuplicate')}
              </Badge>
            ) : null}
            {summary ? (
              <Badge color={summary.colour} variant="filled" size="sm">
                {summary.label}
              </Badge>
            ) : null}
          </Group>
          {profile.score != null ? (
            <MatchChips score={profile.score} reasons={chipReasons(profile)} max={CARD_REASONS} />
          ) : null}
        </Stack>
      </div>

      {details.length > 0 ? (
        <Stack component="dl" gap={2} mt="sm" mb={0} className={classes.text}>
          {details.map((detail) => (
            <Text key={detail.label} size="sm" component="div">
              <Text component="dt" display="inline" size="sm" fw={600}>
                {detail.label}:
              </Text>{' '}
              <Text component="dd" display="inline" size="sm" m={0}>
                {detail.parts.map((part, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one value, in a fixed order.
                  <Fragment key={index}>
                    {index > 0 ? listSeparator() : null}
                    <FreeText>{part}</FreeText>
                  </Fragment>
                ))}
              </Text>
            </Text>
          ))}
        </Stack>
      ) : null}

      {profile.mismatchedFilters.length > 0 ? (
        <Stack
          gap={4}
          mt="sm"
          p="xs"
          bg="var(--mantine-color-red-0)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Text size="sm" fw={700} c="red.9">
            {t('requirementsNotMet')}
          </Text>
          <List size="sm" spacing={2} c="red.9" className={classes.text}>
            {profile.mismatchedFilters.map((mismatch) => (
              <List.Item key={mismatch.name}>{mismatchLine(mismatch)}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      {profile.relaxed?.length ? (
        <Stack
          gap={2}
          mt="sm"
          p="xs"
          bg="var(--mantine-color-orange-0)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid="relaxed"
        >
          <Text size="sm" fw={700}>
            {t('nearMatches.cardLabel')}
          </Text>
          {/* English only, like every matchmaker's screen (decision 017); the searched profile asked. */}
          {profile.relaxed.map((relaxed) => (
            <Text key={relaxed.name} size="sm" className={classes.text}>
              {relaxedLine(relaxed, oppositeGender(profile.gender))}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
