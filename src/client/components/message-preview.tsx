import { loadUrduFont } from '@client/lib/i18n';
import { Paper, Text } from '@mantine/core';
import type { MessageLanguage } from '@shared/whatsapp';
import { useEffect } from 'react';

const URDU_FONT = "'Noto Nastaliq Urdu', serif";
/** A long link, alone on its line or inside a sentence, breaks rather than run out of the box on a phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;
const LINK_STYLE = { ...WRAP, unicodeBidi: 'isolate' } as const;

/**
 * A WhatsApp message as it is about to be sent, line by line, in its language's direction: Urdu right to
 * left in its font, a link always left to right so that it can be checked.
 */
export function MessagePreview({
  text,
  language,
  testId,
}: {
  text: string;
  language: MessageLanguage;
  testId: string;
}) {
  const urdu = language === 'ur';
  // An English matchmaker's page has not loaded the Nastaliq face: without it some Urdu letters are boxes.
  useEffect(() => {
    if (urdu) void loadUrduFont();
  }, [urdu]);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <div
        dir={urdu ? 'rtl' : 'ltr'}
        lang={language}
        data-testid={testId}
        style={urdu ? { fontFamily: URDU_FONT } : undefined}
      >
        {text.split('\n').map((line, index) =>
          /^https?:\/\//.test(line) ? (
            <Text
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, never reordered.
              key={index}
              dir="ltr"
              lang="en"
              ta="left"
              size="xs"
              ff="monospace"
              style={LINK_STYLE}
            >
              {line}
            </Text>
          ) : (
            <Text
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, never reordered.
              key={index}
              size="sm"
              ta={urdu ? 'right' : 'left'}
              style={urdu ? { ...WRAP, fontFamily: URDU_FONT, lineHeight: 2.2 } : WRAP}
            >
              {line}
            </Text>
          ),
        )}
      </div>
    </Paper>
  );
}
