import { Button } from '@client/components/button';
import { formatWhen } from '@client/lib/format-when';
import { announceConflict, profileConflictText } from '@client/lib/profile-conflict';
import { englishViewText, heldFieldKey } from '@client/lib/profile-text/view-text';
import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { HELD_TEXT_FIELDS } from '@shared/held-text';
import type { ProfileView } from '@shared/profile-view';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { useHeldEditsDecision } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? PANEL_MESSAGES.familyEditEmpty : String(value);

/** One side of a field: its heading and the text, kept as written (line breaks and long words wrap). */
function Side({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        size="sm"
        dir="auto"
        data-testid={testId}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </Paper>
  );
}

/**
 * "Edits to review" (issue 25, decision 048): the family's held text beside the approved text other families
 * see, field by field, with one-click Approve and Decline. Shown to matchmakers only.
 */
export function HeldEdits({ profile }: { profile: ProfileView }) {
  const decide = useHeldEditsDecision(profile._id);
  const held = profile.heldText;
  const fields = HELD_TEXT_FIELDS.filter((field) => held?.[field] !== undefined);
  if (!held || fields.length === 0) return null;
  const { t } = englishViewText();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHourglass size={20} aria-hidden />}
      title={PANEL_MESSAGES.heldEditsTitle}
      data-testid="held-edits"
    >
      <Stack gap="sm">
        <Text size="sm">
          {PANEL_MESSAGES.heldEditsHint}
          {profile.heldAt ? ` ${PANEL_MESSAGES.heldSince(formatWhen(profile.heldAt))}.` : null}
        </Text>
        {fields.map((field) => (
          <Stack key={field} gap={4} data-testid={`held-${field}`}>
            <Text size="sm" fw={700}>
              {t(heldFieldKey(field) as 'fields.name')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Side
                label={PANEL_MESSAGES.heldApproved}
                value={shown(profile[field])}
                testId="held-approved"
              />
              <Side label={PANEL_MESSAGES.heldNew} value={shown(held[field])} testId="held-new" />
            </SimpleGrid>
          </Stack>
        ))}
        <Group gap="xs">
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { decision: 'approve', heldText: held, version: profile.version },
                { onError: announceConflict },
              )
            }
          >
            {PANEL_MESSAGES.heldApprove}
          </Button>
          <Button
            variant="outline"
            leftSection={<IconX size={18} aria-hidden />}
            loading={decide.isPending && decide.variables?.decision === 'decline'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { decision: 'decline', heldText: held, version: profile.version },
                { onError: announceConflict },
              )
            }
          >
            {PANEL_MESSAGES.heldDecline}
          </Button>
        </Group>
        {decide.isError ? (
          <Text size="sm" c="red" role="alert">
            {profileConflictText(decide.error) ?? PANEL_MESSAGES.heldFailed}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
