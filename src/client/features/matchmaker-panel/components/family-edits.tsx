import { Button } from '@client/components/button';
import { formatWhen } from '@client/lib/format-when';
import { announceConflict, profileConflictText } from '@client/lib/profile-conflict';
import { englishViewText } from '@client/lib/profile-text/view-text';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { FamilyEdit, ProfileView } from '@shared/profile-view';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useMarkFamilyEditsSeen } from '../api/profile-mutations';
import { PANEL_MESSAGES } from '../messages';

const fieldLabel = (field: string): string => {
  const { t } = englishViewText();
  // A family's edit held for review is `held:<field>` (decision 048).
  const held = field.startsWith('held:');
  const name = held ? field.slice('held:'.length) : field;
  const key = `fields.${name}`;
  const label = t(key as 'fields.name');
  const shownLabel = label === key ? name : label;
  return held ? `${shownLabel} ${PANEL_MESSAGES.heldSuffix}` : shownLabel;
};

const shown = (value: string | null) =>
  value === null || value === '' ? PANEL_MESSAGES.familyEditEmpty : value;

/**
 * "Edited by the family" (issue 14): what the family changed on its own profile since a matchmaker last
 * marked it seen, with the button that marks it seen. Shown to matchmakers only.
 */
export function FamilyEdits({ profile, edits }: { profile: ProfileView; edits: readonly FamilyEdit[] }) {
  const markSeen = useMarkFamilyEditsSeen(profile._id);
  if (!profile.familyEditedAt) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconPencil size={20} aria-hidden />}
      title={PANEL_MESSAGES.editedByFamily}
      data-testid="family-edits"
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {edits.map((edit) => (
            <List.Item key={`${edit.at}-${edit.field}`}>
              <Text size="sm" span fw={600}>
                {fieldLabel(edit.field)}:
              </Text>{' '}
              <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                {shown(edit.from)} → {shown(edit.to)}
              </Text>{' '}
              <Text size="xs" span c="dimmed">
                ({formatWhen(edit.at)})
              </Text>
            </List.Item>
          ))}
        </List>
        <div>
          <Button
            variant="outline"
            // The version shown: a change made since (another matchmaker, the family) refuses it (decision 067).
            onClick={() => markSeen.mutate(profile.version, { onError: announceConflict })}
            loading={markSeen.isPending}
            leftSection={<IconEye size={18} aria-hidden />}
          >
            {PANEL_MESSAGES.markFamilyEditsSeen}
          </Button>
        </div>
        {markSeen.isError ? (
          <Text size="sm" c="red" role="alert">
            {profileConflictText(markSeen.error) ?? PANEL_MESSAGES.settingsFailed}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
