import { Button } from '@client/components/button';
import { Box, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

const TRUST_POINTS = ['free', 'reviewed', 'twoWay', 'privacy'] as const;

/** The landing hero: what Rishta is, and the way in. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'xl', md: 48 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg">
            <Text fw={600} size="sm" c="gold.3" className={classes.eyebrow}>
              {t('hero.eyebrow')}
            </Text>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t('hero.titleStart')}
              <span className={classes.heroAccent}>{t('hero.titleAccent')}</span>
            </Title>
            <Text size="lg" c="gray.1" maw={560}>
              {t('hero.text')}
            </Text>
            <Group gap="sm">
              <Button href="/profile/add" variant="white" sectionCta fullOnMobile>
                {t('hero.submitProfile')}
              </Button>
            </Group>
          </Stack>
          <Paper className={classes.trustCard} radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Text fw={700} c="white" mb="sm" className={classes.trustTitle}>
              {t('hero.trustTitle')}
            </Text>
            <List
              spacing="sm"
              size="sm"
              className={classes.trust}
              icon={<IconCircleCheck size={20} color="var(--mantine-color-gold-3)" aria-hidden />}
            >
              {TRUST_POINTS.map((point) => (
                <List.Item key={point}>{t(`hero.trust.${point}`)}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
