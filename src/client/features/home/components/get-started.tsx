import { Button } from '@client/components/button';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';

/** The closing call to action: 'Get Started'. */
export function GetStarted() {
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
            Ready to begin?
          </Title>
          <Text c="dimmed" maw={480}>
            It takes about ten minutes. Keep your family details and a few pictures at hand.
          </Text>
          <Button href="/profile/add" sectionCta fullOnMobile>
            Get Started
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
