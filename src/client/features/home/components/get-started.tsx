import { Button } from '@client/components/button';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The closing call to action: 'Get Started'. */
export function GetStarted() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      className={classes.ctaBand}
      py={{ base: 48, sm: 64 }}
      aria-labelledby="cta-title"
    >
      <Container size="sm" px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" ta="center" gap="md">
          <Title id="cta-title" order={2}>
            {t('getStarted.title')}
          </Title>
          <Text c="dimmed" maw={480}>
            {t('getStarted.text')}
          </Text>
          <Button href="/profile/add" sectionCta fullOnMobile>
            {t('getStarted.button')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
