import { Alert, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProfileView } from '@shared/profile-view';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useRecipientSearch } from '../../api/connection-api';
import { CONNECTION_VIEW_MESSAGES as M } from '../../messages';

const SEARCH_DEBOUNCE_MS = 300;

/** The chosen recipient in one line, with a way to choose another. */
export function RecipientCard({ recipient, onChange }: { recipient: ProfileView; onChange: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="send-recipient">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {M.sendTo}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {M.profileLine(recipient)}
          </Text>
        </Stack>
        <UnstyledButton
          onClick={onChange}
          aria-label={M.changeRecipientLabel}
          c="var(--mantine-primary-color-filled)"
          fw={600}
          fz="sm"
          style={{ flexShrink: 0 }}
        >
          {M.changeRecipient}
        </UnstyledButton>
      </Group>
    </Paper>
  );
}

/** Finds a recipient by profile id, name or phone (admin search) and offers a few results to pick. */
export function RecipientSearch({
  excludeId,
  onPick,
}: {
  /** The profile being sent: never its own recipient. */
  excludeId: number;
  onPick: (recipient: ProfileView) => void;
}) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(debounced);
  const results = (search.data ?? []).filter((p) => p._id !== excludeId);
  const searched = debounced.trim() !== '' && search.isSuccess;

  return (
    <Stack gap="xs">
      <TextInput
        label={M.recipientSearch}
        description={M.recipientSearchHint}
        placeholder={M.recipientSearchPlaceholder}
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" aria-label={M.searching} /> : null}
        inputMode="search"
        autoComplete="off"
        data-autofocus
      />
      {search.isError ? (
        <Alert color="red" role="alert">
          {M.searchFailed}
        </Alert>
      ) : null}
      {searched && results.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {M.noResults}
        </Text>
      ) : null}
      {results.length > 0 ? (
        <Stack gap={6}>
          {results.map((profile) => (
            <UnstyledButton
              key={profile._id}
              onClick={() => onPick(profile)}
              aria-label={M.pickRecipient(M.profileLine(profile))}
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                overflowWrap: 'anywhere',
              }}
            >
              <Text size="sm">{M.profileLine(profile)}</Text>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
