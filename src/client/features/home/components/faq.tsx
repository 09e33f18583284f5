import { Accordion, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

const questions: Question[] = [
  {
    id: 'fees',
    question: 'What does it cost?',
    answer: (
      <>
        <Text>Receiving matches is free.</Text>
        <Text>
          When you want the contact details of families, you pay a one-time fee of <b>Rs 5000</b>. When a
          match is finalised, a success fee of <b>Rs 15,000</b> is paid. There are no monthly or other
          recurring fees.
        </Text>
      </>
    ),
  },
  {
    id: 'privacy',
    question: "Who can see my daughter's pictures, phone number and name?",
    answer: (
      <>
        <Text>
          A woman's pictures, phone number and name are shared only after she approves a profile. Until then
          families see her details without them.
        </Text>
        <Text lang="ur" dir="rtl" ta="right">
          خواتین کی تصاویر، فون نمبر اور نام صرف ان کی منظوری کے بعد ہی کسی رشتے کے ساتھ شیئر کیے جاتے ہیں۔
        </Text>
      </>
    ),
  },
  {
    id: 'review',
    question: 'How does the profile review work?',
    answer: (
      <Text>
        After you submit your profile, a matchmaker reads it and may call you on the number you gave to
        confirm the details. Once reviewed, your profile becomes active and matches begin within a few days.
        Your profile is only shown to families whose requirements you meet, and theirs to you.
      </Text>
    ),
  },
  {
    id: 'overseas',
    question: 'We live outside Pakistan. Can we use Rishta?',
    answer: (
      <Text>
        Yes. Overseas Pakistani families are welcome. Enter your phone number with its country code (for
        example +44 or +1), and mention your country and city of work; our matchmakers talk to families on
        WhatsApp, wherever they live.
      </Text>
    ),
  },
  {
    id: 'login',
    question: 'How do I see my matches?',
    answer: (
      <Text>
        After the review, your matchmaker sends you a personal login link. It opens the profiles chosen for
        you, where you mark each one Interested or Not Interested.
      </Text>
    ),
  },
];

/** Frequently asked questions. */
export function Faq() {
  return (
    <Box component="section" py={{ base: 48, sm: 72 }} aria-labelledby="faq-title">
      <Container size="md" px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="faq-title" order={2}>
            Frequently Asked Questions
          </Title>
          <Text c="dimmed">Fees, privacy and how it works.</Text>
        </Stack>
        <Accordion variant="separated" radius="md" defaultValue="fees" order={3}>
          {questions.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">{item.answer}</Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
