import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { ActionIcon, Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

/** The footer: About Us, contact details from `GET /api/config`, social links and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const config = useClientConfig();
  const contact = config?.contact;
  const social: SocialLink[] = [];
  if (contact?.whatsapp) {
    social.push({
      label: t('footer.whatsappLink'),
      href: whatsappLink(contact.whatsapp),
      icon: <IconBrandWhatsapp size={20} />,
    });
  }
  if (contact?.email) {
    social.push({
      label: t('footer.emailLink'),
      href: `mailto:${contact.email}`,
      icon: <IconMail size={20} />,
    });
  }

  return (
    <footer className={classes.footer}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xl', sm: 48 }}>
          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              {t('footer.aboutTitle')}
            </Title>
            <Text size="sm">{t('footer.about')}</Text>
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              {t('footer.contactTitle')}
            </Title>
            {contact ? (
              <Stack gap={6}>
                <Text size="sm">
                  {t('footer.whatsapp')}{' '}
                  <Anchor
                    c="white"
                    href={whatsappLink(contact.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    className="ltr-value"
                  >
                    {contact.whatsapp}
                  </Anchor>
                </Text>
                <Text size="sm">
                  {t('footer.email')}{' '}
                  <Anchor c="white" href={`mailto:${contact.email}`} dir="ltr" className="ltr-value">
                    {contact.email}
                  </Anchor>
                </Text>
              </Stack>
            ) : (
              <Text size="sm">{t('footer.contactFallback')}</Text>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.footerHeading}>
              {t('footer.followTitle')}
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
              {t('footer.submitProfile')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="maroon.7" />
        <Text size="xs" ta="center">
          {t('footer.copyright')}
        </Text>
      </Container>
    </footer>
  );
}
