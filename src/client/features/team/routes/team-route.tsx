import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { formatWhen } from '@client/lib/format-when';
import { useCurrentUser } from '@client/lib/session';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Matchmaker, newMatchmakerSchema, TEAM_ROLE_LABELS } from '@shared/team';
import { IconCopy, IconLink, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAddMatchmaker, useChangeMatchmaker, useNewInvitation, useTeam } from '../api/team-api';
import { TEAM_TEXT as T } from '../messages';

const messageOf = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : T.actionFailed;

/** A link to hand over, with a copy button; shown once (only its hash is kept). */
function LinkBox({ url, intro }: { url: string; intro: string }) {
  return (
    <Alert
      color="green"
      title={T.linkTitle}
      icon={<IconLink size={18} aria-hidden />}
      data-testid="invitation-link"
    >
      <Stack gap="xs">
        <Text size="sm">{intro}</Text>
        <Text
          size="sm"
          ff="monospace"
          dir="ltr"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="invitation-url"
        >
          {url}
        </Text>
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={copy}
                leftSection={<IconCopy size={14} aria-hidden />}
              >
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
          <Text size="xs" c="dimmed">
            {T.linkHint}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}

function AddMatchmaker() {
  const add = useAddMatchmaker();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<{ name?: string; email?: string; form?: string }>({});
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newMatchmakerSchema.safeParse({ name, email });
    if (!checked.success) {
      const found: typeof problems = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'email' ? 'email' : 'name';
        found[key] ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    add.mutate(checked.data, {
      onSuccess: (created) => {
        setLink({ name: checked.data.name, url: created.invitationUrl });
        setName('');
        setEmail('');
      },
      onError: (error) => setProblems({ form: messageOf(error) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-matchmaker">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-matchmaker">
          {T.addTitle}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={T.name}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={problems.name}
              style={{ flex: '1 1 200px' }}
            />
            <TextInput
              label={T.email}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problems.email}
              dir="ltr"
              style={{ flex: '1 1 240px' }}
            />
            <Button
              type="submit"
              loading={add.isPending}
              leftSection={<IconUserPlus size={16} aria-hidden />}
              mt={{ base: 0, sm: 25 }}
              style={{ flex: '0 0 auto' }}
            >
              {T.add}
            </Button>
          </Group>
        </form>
        {problems.form ? (
          <Alert color="red" role="alert">
            {problems.form}
          </Alert>
        ) : null}
        {link ? <LinkBox url={link.url} intro={T.added(link.name)} /> : null}
      </Stack>
    </Paper>
  );
}

function MemberCard({ member, isMe }: { member: Matchmaker; isMe: boolean }) {
  const change = useChangeMatchmaker();
  const invite = useNewInvitation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(member.name);
  const [link, setLink] = useState<string | null>(null);
  const error = change.error ?? invite.error;

  const deactivate = () =>
    modals.openConfirmModal({
      title: T.deactivateTitle,
      centered: true,
      children: <Text size="sm">{T.deactivateConfirm(member.name)}</Text>,
      labels: { confirm: T.deactivateYes, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => change.mutate({ id: member._id, patch: { active: false } }),
    });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      data-testid="team-member"
      opacity={member.active ? 1 : 0.75}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            {renaming ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  change.mutate({ id: member._id, patch: { name } }, { onSuccess: () => setRenaming(false) });
                }}
              >
                <Group gap="xs" align="flex-end">
                  <TextInput
                    label={T.name}
                    value={name}
                    onChange={(event) => setName(event.currentTarget.value)}
                    size="sm"
                  />
                  <Button type="submit" size="compact-sm" loading={change.isPending}>
                    {T.save}
                  </Button>
                  <Button size="compact-sm" variant="subtle" onClick={() => setRenaming(false)}>
                    {T.cancel}
                  </Button>
                </Group>
              </form>
            ) : (
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {member.name}
                {isMe ? (
                  <Text span c="dimmed" fw={400}>
                    {' '}
                    ({T.you})
                  </Text>
                ) : null}
              </Text>
            )}
            <Text size="sm" c="dimmed" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" color={member.role === 'owner' ? 'gold' : 'blue'} tt="none">
              {TEAM_ROLE_LABELS[member.role]}
            </Badge>
            <Badge variant="light" color={member.active ? 'green' : 'gray'} tt="none">
              {member.active ? T.active : T.deactivated}
            </Badge>
          </Group>
        </Group>
        {member.invitationExpiresAt ? (
          <Text size="xs" c="dimmed">
            {T.invitationOpen(formatWhen(member.invitationExpiresAt))}
          </Text>
        ) : !member.hasPassword ? (
          <Text size="xs" c="dimmed">
            {T.noPassword}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={`${T.role}: ${member.name}`}
            value={member.role}
            disabled={!member.active || change.isPending}
            onChange={(role) =>
              change.mutate({ id: member._id, patch: { role: role as Matchmaker['role'] } })
            }
            data={[
              { value: 'matchmaker', label: T.matchmaker },
              { value: 'owner', label: T.owner },
            ]}
          />
          {!renaming ? (
            <Button size="compact-sm" variant="subtle" onClick={() => setRenaming(true)}>
              {T.rename}
            </Button>
          ) : null}
          {member.active ? (
            <>
              <Button
                size="compact-sm"
                variant="subtle"
                loading={invite.isPending}
                onClick={() =>
                  invite.mutate(member._id, { onSuccess: (answer) => setLink(answer.invitationUrl) })
                }
              >
                {T.newLink}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={deactivate}>
                {T.deactivate}
              </Button>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => change.mutate({ id: member._id, patch: { active: true } })}
            >
              {T.activate}
            </Button>
          )}
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {messageOf(error)}
          </Text>
        ) : null}
        {link ? <LinkBox url={link} intro={T.linkHint} /> : null}
      </Stack>
    </Paper>
  );
}

/** `/admin/team` (owners; decision 054): add matchmakers, hand out invitation links, roles, deactivation. */
export function TeamRoute() {
  const team = useTeam();
  const me = useCurrentUser();
  return (
    <PageContainer size="md" lang="en">
      <PageTitle title={T.title} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{T.title}</Title>
          <Text c="dimmed" size="sm">
            {T.intro}
          </Text>
        </Stack>
        {team.isError ? (
          <Alert color="red" role="alert">
            {messageOf(team.error)}
          </Alert>
        ) : (
          <>
            <AddMatchmaker />
            {team.isPending ? (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{T.loading}</Text>
              </Group>
            ) : (
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={T.title}>
                {team.data.map((member) => (
                  <MemberCard key={member._id} member={member} isMe={member._id === me?._id} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
