import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordSchema } from '@shared/team';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAcceptInvitation, useInvitation } from '../api/team-api';
import { TEAM_TEXT as T } from '../messages';

const messageOf = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : T.actionFailed;

/** `/admin/invitation/{token}`: a new matchmaker (or one whose password was reset) sets a password, once. */
export function InvitationRoute() {
  const { token = '' } = useParams();
  const info = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? T.actionFailed);
    if (password !== repeat) return setProblem(T.mismatch);
    setProblem(null);
    accept.mutate(password, { onError: (error) => setProblem(messageOf(error)) });
  };

  return (
    <PageContainer size="xs" lang="en">
      <PageTitle title={T.invitationTitle} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {T.invitationTitle}
          </Title>
          {info.isPending ? (
            <Stack align="center" gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text c="dimmed">{T.invitationChecking}</Text>
            </Stack>
          ) : info.isError ? (
            <Alert color="red" role="alert">
              {messageOf(info.error)}
            </Alert>
          ) : accept.isSuccess ? (
            <Stack gap="sm">
              <Alert color="green" role="status">
                {T.passwordSet}
              </Alert>
              <Text size="sm" dir="ltr">
                {accept.data.email}
              </Text>
              <div>
                <Button component={Link} to="/admin/dashboard">
                  {T.signIn}
                </Button>
              </div>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {T.invitationWelcome(info.data.name, info.data.email)}
                </Text>
                <PasswordInput
                  label={T.password}
                  description={T.passwordHint}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  required
                />
                <PasswordInput
                  label={T.repeat}
                  autoComplete="new-password"
                  value={repeat}
                  onChange={(event) => setRepeat(event.currentTarget.value)}
                  error={problem}
                  required
                />
                <div>
                  <Button type="submit" loading={accept.isPending}>
                    {T.setPassword}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
