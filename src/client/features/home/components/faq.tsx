import { loadUrduFont } from '@client/lib/i18n';
import { Accordion, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type QuestionId = 'fees' | 'privacy' | 'review' | 'overseas' | 'login';

const ORDER: readonly QuestionId[] = ['fees', 'privacy', 'review', 'overseas', 'login'];

/** The Urdu privacy note (SPEC §1), shown in Urdu whatever the page's language. */
const URDU_PRIVACY_NOTE =
  'خواتین کی تصاویر، فون نمبر اور نام صرف ان کی منظوری کے بعد ہی کسی رشتے کے ساتھ شیئر کیے جاتے ہیں۔';

/** Text with `<b>…</b>` around the amounts, as React nodes (cheaper than react-i18next's Trans). */
function withBold(text: string): ReactNode[] {
  return text.split(/<b>(.*?)<\/b>/).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    index % 2 === 1 ? <b key={index}>{part}</b> : part,
  );
}

function useAnswers(): Record<QuestionId, ReactNode> {
  const { t, i18n } = useTranslation('home');
  return {
    fees: (
      <>
        <Text>{t('faq.fees.free')}</Text>
        <Text>{withBold(t('faq.fees.paid'))}</Text>
      </>
    ),
    privacy: (
      <>
        <Text>{t('faq.privacy.answer')}</Text>
        {i18n.resolvedLanguage === 'ur' ? null : (
          <Text lang="ur" dir="rtl" ta="right">
            {URDU_PRIVACY_NOTE}
          </Text>
        )}
      </>
    ),
    review: <Text>{t('faq.review.answer')}</Text>,
    overseas: <Text>{t('faq.overseas.answer')}</Text>,
    login: <Text>{t('faq.login.answer')}</Text>,
  };
}

/** Frequently asked questions. */
export function Faq() {
  const { t } = useTranslation('home');
  const answers = useAnswers();
  return (
    <Box component="section" py={{ base: 48, sm: 72 }} aria-labelledby="faq-title">
      <Container size="md" px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="faq-title" order={2}>
            {t('faq.title')}
          </Title>
          <Text c="dimmed">{t('faq.intro')}</Text>
        </Stack>
        <Accordion
          variant="separated"
          radius="md"
          defaultValue="fees"
          order={3}
          // The Urdu note wants its Nastaliq face even on the English page.
          onChange={(value) => {
            if (value === 'privacy') void loadUrduFont();
          }}
        >
          {ORDER.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>{t(`faq.${id}.question`)}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">{answers[id]}</Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
