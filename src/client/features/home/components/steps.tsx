import { Button } from '@client/components/button';
import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardText, IconHeartHandshake, IconPhoneCall, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

interface Step {
  id: 'submit' | 'review' | 'matches' | 'contact';
  icon: ReactNode;
}

const steps: Step[] = [
  { id: 'submit', icon: <IconClipboardText size={26} /> },
  { id: 'review', icon: <IconUserCheck size={26} /> },
  { id: 'matches', icon: <IconHeartHandshake size={26} /> },
  { id: 'contact', icon: <IconPhoneCall size={26} /> },
];

/** '4 Simple Steps to Find Your Match', with the 'Start Here' call to action. */
export function Steps() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" py={{ base: 48, sm: 72 }} aria-labelledby="steps-title">
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="steps-title" order={2}>
            {t('steps.title')}
          </Title>
          <Text c="dimmed" maw={560}>
            {t('steps.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ol" p={0} m={0}>
          {steps.map((step, index) => (
            <Card
              key={step.id}
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
                  {t('steps.step', { number: index + 1 })}
                </Text>
                <Title order={3} size="h4">
                  {t(`steps.${step.id}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`steps.${step.id}.text`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="xl">
          <Button href="/profile/add" sectionCta fullOnMobile>
            {t('steps.startHere')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
