import { Alert, Text } from '@mantine/core';
import { IconShieldHeart } from '@tabler/icons-react';
import { VIEW_MESSAGES } from '../messages';

const URDU_FONT = "'Noto Nastaliq Urdu', serif";

/** On women's profiles: what is shared and when (SPEC §1, §6), in English and in Urdu (right to left). */
export function PrivacyNote() {
  return (
    <Alert
      variant="light"
      color="maroon"
      radius="lg"
      icon={<IconShieldHeart size={22} aria-hidden />}
      data-testid="privacy-note"
    >
      <Text size="sm">{VIEW_MESSAGES.privacyNoteEnglish}</Text>
      <Text
        dir="rtl"
        lang="ur"
        mt="xs"
        size="md"
        ta="right"
        style={{ fontFamily: URDU_FONT, lineHeight: 2.2 }}
      >
        {VIEW_MESSAGES.privacyNoteUrdu}
      </Text>
    </Alert>
  );
}
