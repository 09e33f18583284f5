import { Button } from '@client/components/button';
import { Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormState } from '../model/form-values';
import type { MergeRow, PicturesRow } from '../model/merge';
import classes from './conflict-modal.module.css';

export interface ConflictState {
  rows: MergeRow[];
  /** The pictures, when someone else changed them too (decision 067). */
  pictures: PicturesRow | null;
  changedBy: string | null;
}

type Choice = 'yours' | 'theirs';

/** One set of pictures as thumbnails; a picture no longer stored is a marked empty box. */
function PictureSet({
  ids,
  thumbnails,
  testId,
}: {
  ids: string[];
  thumbnails: Record<string, string>;
  testId: string;
}) {
  const { t } = useTranslation('form');
  if (ids.length === 0)
    return (
      <Text size="sm" data-testid={testId}>
        {t('conflict.noPictures')}
      </Text>
    );
  return (
    <div className={classes.pictures} data-testid={testId}>
      {ids.map((id, i) =>
        thumbnails[id] ? (
          <img
            key={id}
            className={classes.thumbnail}
            src={thumbnails[id]}
            alt={t('conflict.picture', { n: i + 1 })}
            data-picture={id}
            loading="lazy"
          />
        ) : (
          <div key={id} className={classes.gone} data-picture={id} data-gone="true">
            <Text size="xs">{t('conflict.pictureGone')}</Text>
          </div>
        ),
      )}
    </div>
  );
}

/** A field's two values and the Yours/Theirs choice. */
function Compare({
  label,
  yours,
  theirs,
  choice,
  onChoose,
  narrow,
  testId,
}: {
  label: string;
  yours: ReactNode;
  theirs: ReactNode;
  choice: Choice;
  onChoose: (choice: Choice) => void;
  narrow: boolean | undefined;
  testId: string;
}) {
  const { t } = useTranslation('form');
  return (
    <Stack
      gap={6}
      data-testid={testId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}
    >
      <Text fw={700} size="sm">
        {label}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td w={70}>
              <Text size="xs" c="dimmed">
                {t('conflict.yours')}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{yours}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td w={70}>
              <Text size="xs" c="dimmed">
                {t('conflict.theirs')}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{theirs}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SegmentedControl
        fullWidth={narrow}
        value={choice}
        onChange={(value) => onChoose(value as Choice)}
        aria-label={label}
        data={[
          { value: 'yours', label: t('conflict.yours') },
          { value: 'theirs', label: t('conflict.theirs') },
        ]}
      />
    </Stack>
  );
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
  onResolve: (takeTheirs: Set<keyof ProfileFormState>, takeTheirPictures: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('form');
  const narrow = useMediaQuery('(max-width: 36em)');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const rows = conflict?.rows ?? [];
  const choiceOf = (row: { field: string; editedHere: boolean }) =>
    choices[row.field] ?? (row.editedHere ? 'yours' : 'theirs');
  const pictures = conflict?.pictures ?? null;
  const picturesChoice = pictures ? choiceOf({ field: 'pictures', ...pictures }) : 'yours';
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
          <Compare
            key={row.field}
            testId={`conflict-field-${row.field}`}
            label={label(row.field)}
            yours={<Text size="sm">{shown(row.yours)}</Text>}
            theirs={<Text size="sm">{shown(row.theirs)}</Text>}
            choice={choiceOf(row)}
            onChoose={(choice) => setChoices((c) => ({ ...c, [row.field]: choice }))}
            narrow={narrow}
          />
        ))}
        {pictures ? (
          <Compare
            testId="conflict-field-pictures"
            label={label('pictures')}
            yours={
              <PictureSet ids={pictures.yours} thumbnails={pictures.thumbnails} testId="pictures-yours" />
            }
            theirs={
              <PictureSet ids={pictures.theirs} thumbnails={pictures.thumbnails} testId="pictures-theirs" />
            }
            choice={picturesChoice}
            onChoose={(choice) => setChoices((c) => ({ ...c, pictures: choice }))}
            narrow={narrow}
          />
        ) : null}
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
              onResolve(takeTheirs, picturesChoice === 'theirs');
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
