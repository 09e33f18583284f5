import { loadUrduFont, useLanguage } from '@client/lib/i18n';
import { Alert, Text } from '@mantine/core';
import type { PrivacyNote as Note } from '@shared/privacy-note';
import { IconShieldHeart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTES_URDU } from '../i18n/privacy-note-ur';

const URDU_FONT = "'Noto Nastaliq Urdu', serif";

/**
 * What is shared and when (SPEC §1, §6), as true for this viewer and this profile: the server picks the note
 * (src/shared/privacy-note.ts, issue 16). In English the note is followed by its Urdu line (right to left, in
 * the Nastaliq face); in Urdu the page reads it once, in Urdu.
 */
export function PrivacyNote({ note }: { note: Note }) {
  const { t } = useTranslation('profileView');
  const language = useLanguage();
  useEffect(() => {
    void loadUrduFont();
  }, []);
  return (
    <Alert
      variant="light"
      color="maroon"
      radius="lg"
      icon={<IconShieldHeart size={22} aria-hidden />}
      data-testid="privacy-note"
      data-note={note}
    >
      {language === 'ur' ? (
        <Text size="md" style={{ lineHeight: 2.2 }}>
          {t(`privacyNotes.${note}`)}
        </Text>
      ) : (
        <>
          <Text size="sm">{t(`privacyNotes.${note}`)}</Text>
          <Text
            dir="rtl"
            lang="ur"
            mt="xs"
            size="md"
            ta="right"
            style={{ fontFamily: URDU_FONT, lineHeight: 2.2 }}
          >
            {PRIVACY_NOTES_URDU[note]}
          </Text>
        </>
      )}
    </Alert>
  );
}
