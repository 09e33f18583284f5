import { loadUrduFont, useLanguage } from '@client/lib/i18n';
import { Alert, Text } from '@mantine/core';
import { IconShieldHeart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTE_URDU } from '../i18n/privacy-note-ur';

const URDU_FONT = "'Noto Nastaliq Urdu', serif";

/**
 * On women's profiles: what is shared and when (SPEC §1, §6). In English the note is followed by its Urdu
 * line (right to left, in the Nastaliq face); in Urdu the page reads it once, in Urdu.
 */
export function PrivacyNote() {
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
    >
      {language === 'ur' ? (
        <Text size="md" style={{ lineHeight: 2.2 }}>
          {t('privacyNote')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('privacyNote')}</Text>
          <Text
            dir="rtl"
            lang="ur"
            mt="xs"
            size="md"
            ta="right"
            style={{ fontFamily: URDU_FONT, lineHeight: 2.2 }}
          >
            {PRIVACY_NOTE_URDU}
          </Text>
        </>
      )}
    </Alert>
  );
}
