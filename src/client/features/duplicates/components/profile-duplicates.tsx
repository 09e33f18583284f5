import { Button } from '@client/components/button';
import { PageContainer } from '@client/components/page-container';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type Duplicate, matchedOnText } from '@shared/duplicates';
import { IconArrowBackUp, IconCopy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDismissDuplicate, useUndoDismissal } from '../api/duplicates-api';
import { DUPLICATES_MESSAGES as M } from '../messages';

/**
 * "Possible duplicate" (issue 18, decision 038): the profiles that share a phone number with this one, or its
 * name, father's name and city, each a link with what they share and "Not a duplicate". A pair dismissed here
 * stays listed as dismissed, with Undo, until the page is left; then it is gone for good (until undone
 * elsewhere). Matchmakers only; shown above the profile, in the page's own width. Nothing when there is none.
 */
export function ProfileDuplicates({
  profileId,
  duplicates,
}: {
  profileId: number;
  duplicates: readonly Duplicate[];
}) {
  const dismiss = useDismissDuplicate(profileId);
  const undo = useUndoDismissal(profileId);
  // Dismissed on this page, newest last: they can be taken back here.
  const [dismissed, setDismissed] = useState<Duplicate[]>([]);
  const shown = dismissed.filter((d) => !duplicates.some((current) => current._id === d._id));
  if (duplicates.length === 0 && shown.length === 0) return null;

  const busy = (id: number) =>
    (dismiss.isPending && dismiss.variables === id) || (undo.isPending && undo.variables === id);
  const notDuplicate = (duplicate: Duplicate) =>
    dismiss.mutate(duplicate._id, {
      onSuccess: () => setDismissed((list) => [...list.filter((d) => d._id !== duplicate._id), duplicate]),
    });
  const takeBack = (duplicate: Duplicate) =>
    undo.mutate(duplicate._id, {
      onSuccess: () => setDismissed((list) => list.filter((d) => d._id !== duplicate._id)),
    });

  return (
    <PageContainer pb={0}>
      <Alert
        color={duplicates.length > 0 ? 'orange' : 'gray'}
        variant="light"
        icon={<IconCopy size={20} aria-hidden />}
        title={duplicates.length > 0 ? M.title(duplicates.length) : M.noneLeft}
        data-testid="profile-duplicates"
      >
        <Stack gap="sm">
          {duplicates.length > 0 ? <Text size="sm">{M.hint}</Text> : null}
          {duplicates.map((duplicate) => (
            <Group
              key={duplicate._id}
              justify="space-between"
              align="center"
              gap="xs"
              wrap="wrap"
              data-testid="possible-duplicate"
            >
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
                <Group gap={6} wrap="wrap">
                  <Anchor component={Link} to={`/profile/${duplicate._id}`} fw={600}>
                    {duplicate.label}
                  </Anchor>
                  {duplicate.status !== 'Active' ? (
                    <Badge size="sm" variant="light" color="gray">
                      {duplicate.status}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {matchedOnText(duplicate.matchedOn)}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="outline"
                leftSection={<IconX size={16} aria-hidden />}
                loading={busy(duplicate._id)}
                disabled={dismiss.isPending || undo.isPending}
                aria-label={M.notDuplicateOf(duplicate.label)}
                onClick={() => notDuplicate(duplicate)}
              >
                {M.notDuplicate}
              </Button>
            </Group>
          ))}
          {shown.map((duplicate) => (
            <Group key={duplicate._id} justify="space-between" align="center" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" style={{ minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
                {M.dismissed(duplicate.label)}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                loading={busy(duplicate._id)}
                disabled={dismiss.isPending || undo.isPending}
                aria-label={M.undoFor(duplicate.label)}
                onClick={() => takeBack(duplicate)}
              >
                {M.undo}
              </Button>
            </Group>
          ))}
          {dismiss.isError || undo.isError ? (
            <Text size="sm" c="red" role="alert">
              {M.failed}
            </Text>
          ) : null}
        </Stack>
      </Alert>
    </PageContainer>
  );
}
