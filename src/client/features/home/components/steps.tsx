import { Button } from '@client/components/button';
import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardText, IconHeartHandshake, IconPhoneCall, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './home.module.css';

interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

const steps: Step[] = [
  {
    title: 'Submit Profile',
    text: 'Fill in one form about yourself, your family and the partner you are looking for.',
    icon: <IconClipboardText size={26} />,
  },
  {
    title: 'Profile Review',
    text: 'A matchmaker checks your details, may call you to confirm them, and makes your profile active.',
    icon: <IconUserCheck size={26} />,
  },
  {
    title: 'Receive Matches',
    text: 'Within a few days you start receiving profiles that meet your requirements, free of charge.',
    icon: <IconHeartHandshake size={26} />,
  },
  {
    title: 'Contact Your Matches',
    text: 'When both families are interested, we share contact details so that the families can meet.',
    icon: <IconPhoneCall size={26} />,
  },
];

/** '4 Simple Steps to Find Your Match', with the 'Start Here' call to action. */
export function Steps() {
  return (
    <Box component="section" py={{ base: 48, sm: 72 }} aria-labelledby="steps-title">
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="steps-title" order={2}>
            4 Simple Steps to Find Your Match
          </Title>
          <Text c="dimmed" maw={560}>
            A matchmaker stays with you from the first form to the first meeting.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ol" p={0} m={0}>
          {steps.map((step, index) => (
            <Card
              key={step.title}
              component="li"
              withBorder
              radius="lg"
              padding="lg"
              style={{ listStyle: 'none' }}
            >
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  {step.icon}
                </ThemeIcon>
                <Text size="sm" c="maroon.7" className={classes.stepNumber}>
                  Step {index + 1}
                </Text>
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="xl">
          <Button href="/profile/add" sectionCta fullOnMobile>
            Start Here
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
