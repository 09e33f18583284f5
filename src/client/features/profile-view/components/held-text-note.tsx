import { heldFieldKey } from '@client/lib/profile-text/view-text';
import { Alert, Text } from '@mantine/core';
import { HELD_TEXT_FIELDS } from '@shared/held-text';
import type { ProfileView } from '@shared/profile-view';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The family's own profile while its edit of its text waits for a matchmaker (decision 048): it reads its new
 * text, other families the approved one until a matchmaker approves it.
 */
export function HeldTextNote({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation('profileView');
  const held = profile.heldText;
  const fields = HELD_TEXT_FIELDS.filter((field) => held?.[field] !== undefined);
  if (fields.length === 0) return null;
  const separator = i18n.language === 'ur' ? '، ' : ', ';
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHourglass size={20} aria-hidden />}
      title={t('heldNote.title')}
      data-testid="held-note"
    >
      <Text size="sm">{t('heldNote.body')}</Text>
      <Text size="sm" mt={4} fw={600}>
        {t('heldNote.fields', {
          fields: fields.map((field) => t(heldFieldKey(field) as 'fields.name')).join(separator),
        })}
      </Text>
    </Alert>
  );
}
