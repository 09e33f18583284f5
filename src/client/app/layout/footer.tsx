import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { ActionIcon, Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './layout.module.css';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

/** The footer: About Us, contact details from `GET /api/config`, social links and the copyright line. */
export function Footer() {
  const config = useClientConfig();
  const contact = config?.contact;
  const social: SocialLink[] = [];
  if (contact?.whatsapp) {
    social.push({
      label: 'Rishta on WhatsApp',
      href: whatsappLink(contact.whatsapp),
      icon: <IconBrandWhatsapp size={20} />,
    });
  }
  if (contact?.email) {
    social.push({ label: 'E-mail Rishta', href: `mailto:${contact.email}`, icon: <IconMail size={20} /> });
  }

  return (
    <footer className={classes.footer}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xl', sm: 48 }}>
          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              About Us
            </Title>
            <Text size="sm">
              Rishta is a matchmaking service for Pakistani families at home and overseas. Our matchmakers
              review every profile personally and introduce families whose requirements meet, with care for
              privacy and tradition.
            </Text>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              Contact Us
            </Title>
            {contact ? (
              <Stack gap={6}>
                <Text size="sm">
                  WhatsApp:{' '}
                  <Anchor
                    c="white"
                    href={whatsappLink(contact.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {contact.whatsapp}
                  </Anchor>
                </Text>
                <Text size="sm">
                  E-mail:{' '}
                  <Anchor c="white" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </Anchor>
                </Text>
              </Stack>
            ) : (
              <Text size="sm">Message us on WhatsApp or by e-mail; our matchmakers answer every day.</Text>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              Follow Us
            </Title>
            <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {social.map((link) => (
                <li key={link.label}>
                  <ActionIcon
                    component="a"
                    href={link.href}
                    target={link.href.startsWith('http') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    size="lg"
                    radius="xl"
                    variant="white"
                    color="maroon"
                  >
                    {link.icon}
                  </ActionIcon>
                </li>
              ))}
            </Group>
            <Anchor component={Link} to="/profile/add" size="sm" c="white">
              Submit your profile
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="maroon.7" />
        <Text size="xs" ta="center">
          © 2024 Rishta. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
