import { Button } from '@client/components/button';
import { Box, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './home.module.css';

const trustPoints = [
  'Receiving matches is free; no monthly fees',
  'Every profile is reviewed by a matchmaker',
  'You only see families whose requirements you meet, and they only see you if you meet theirs',
  "A woman's pictures, phone number and name are shared only after she approves",
];

/** The landing hero: what Rishta is, and the way in. */
export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'xl', md: 48 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg">
            <Text fw={600} tt="uppercase" size="sm" c="gold.3" style={{ letterSpacing: '0.08em' }}>
              Matchmaking for Pakistani families
            </Text>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              Find the right rishta, <span className={classes.heroAccent}>with people you can trust</span>
            </Title>
            <Text size="lg" c="gray.1" maw={560}>
              Submit your profile once. Our matchmakers review it and introduce you to families whose
              requirements match yours, in Pakistan and overseas.
            </Text>
            <Group gap="sm">
              <Button href="/profile/add" variant="white" sectionCta fullOnMobile>
                Submit Profile
              </Button>
            </Group>
          </Stack>
          <Paper className={classes.trustCard} radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Text fw={700} c="white" mb="sm" className={classes.trustTitle}>
              Why families trust Rishta
            </Text>
            <List
              spacing="sm"
              size="sm"
              className={classes.trust}
              icon={<IconCircleCheck size={20} color="var(--mantine-color-gold-3)" aria-hidden />}
            >
              {trustPoints.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
