import { Button } from '@client/components/button';
import { Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormState } from '../model/form-values';
import type { MergeRow } from '../model/merge';

export interface ConflictState {
  rows: MergeRow[];
  changedBy: string | null;
}

/**
 * A save refused because someone else saved first (409, decision 055): each field they changed with both
 * values, to keep one's own or take theirs, field by field; nothing else in the form is touched.
 */
export function ConflictModal({
  conflict,
  onResolve,
  onClose,
}: {
  conflict: ConflictState | null;
  onResolve: (takeTheirs: Set<keyof ProfileFormState>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('form');
  const narrow = useMediaQuery('(max-width: 36em)');
  const [choices, setChoices] = useState<Record<string, 'yours' | 'theirs'>>({});
  const rows = conflict?.rows ?? [];
  const choiceOf = (row: MergeRow) => choices[row.field] ?? (row.editedHere ? 'yours' : 'theirs');
  const shown = (value: string) => (value === '' ? t('conflict.empty') : value);
  const label = (field: string) => t(`labels.${field}`, { defaultValue: field });

  return (
    <Modal
      opened={conflict !== null}
      onClose={onClose}
      title={t('conflict.title')}
      size="xl"
      fullScreen={narrow}
      data-testid="conflict-modal"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('conflict.body', {
            name: conflict?.changedBy ?? t('conflict.someone'),
            when: t('conflict.justNow'),
          })}
        </Text>
        {rows.map((row) => (
          <Stack
            key={row.field}
            gap={6}
            data-testid={`conflict-field-${row.field}`}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}
          >
            <Text fw={700} size="sm">
              {label(row.field)}
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td w={70}>
                    <Text size="xs" c="dimmed">
                      {t('conflict.yours')}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{shown(row.yours)}</Text>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td w={70}>
                    <Text size="xs" c="dimmed">
                      {t('conflict.theirs')}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{shown(row.theirs)}</Text>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <SegmentedControl
              fullWidth={narrow}
              value={choiceOf(row)}
              onChange={(value) => setChoices((c) => ({ ...c, [row.field]: value as 'yours' | 'theirs' }))}
              aria-label={label(row.field)}
              data={[
                { value: 'yours', label: t('conflict.yours') },
                { value: 'theirs', label: t('conflict.theirs') },
              ]}
            />
          </Stack>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose} fullOnMobile>
            {t('conflict.cancel')}
          </Button>
          <Button
            onClick={() => {
              const takeTheirs = new Set(
                rows.filter((row) => choiceOf(row) === 'theirs').map((row) => row.field),
              );
              setChoices({});
              onResolve(takeTheirs);
            }}
            fullOnMobile
          >
            {t('conflict.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
