import { Alert, Group, Loader, Paper, Stack, Switch, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Gender } from '@shared/enums';
import { oppositeGender } from '@shared/matching';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type RecipientFound, useRecipientSearch } from '../api/connection-api';
import { SEND_MESSAGES as M } from '../messages';
import { recipientLine, SEND_CHECK_MESSAGES as S } from '../utils/send-checks';

const SEARCH_DEBOUNCE_MS = 300;

/** The chosen recipient in one line, with a way to choose another. */
export function RecipientCard({ recipient, onChange }: { recipient: RecipientFound; onChange: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="send-recipient">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {M.sendTo}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {recipientLine(recipient)}
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

/**
 * Finds a recipient by profile id, name or phone (admin search) and offers a few results to pick: Active
 * profiles of the opposite gender, unless the matchmaker asks for all (issue 15). Each reads
 * "Name · #id · gender · age · city · status".
 */
export function RecipientSearch({
  excludeId,
  sentGender,
  onPick,
}: {
  /** The profile being sent: never its own recipient. */
  excludeId: number;
  /** The gender of the profile being sent; null while it loads. */
  sentGender: Gender | null;
  onPick: (recipient: RecipientFound) => void;
}) {
  const [term, setTerm] = useState('');
  const [all, setAll] = useState(false);
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(debounced, sentGender ? { sentGender, all } : null);
  const results = (search.data ?? []).filter((p) => p._id !== excludeId);
  const searched = debounced.trim() !== '' && search.isSuccess && !search.isPlaceholderData;

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
      <Switch
        label={S.showAll}
        description={sentGender ? (all ? S.showAllOn : S.showAllOff(oppositeGender(sentGender))) : undefined}
        checked={all}
        onChange={(event) => setAll(event.currentTarget.checked)}
        disabled={!sentGender}
      />
      {search.isError ? (
        <Alert color="red" role="alert">
          {M.searchFailed}
        </Alert>
      ) : null}
      {searched && results.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {all || !sentGender ? M.noResults : S.noResults(oppositeGender(sentGender))}
        </Text>
      ) : null}
      {results.length > 0 ? (
        <Stack gap={6} data-testid="recipient-results">
          {results.map((profile) => (
            <UnstyledButton
              key={profile._id}
              onClick={() => onPick(profile)}
              aria-label={M.pickRecipient(recipientLine(profile))}
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                overflowWrap: 'anywhere',
              }}
            >
              <Text size="sm">{recipientLine(profile)}</Text>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
