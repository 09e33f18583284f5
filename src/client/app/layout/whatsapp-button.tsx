import { isAdminPath } from '@client/lib/analytics';
import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { ActionIcon, Affix } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Hidden under /admin and on a profile's own page (`/profile/{numeric id}`). */
export function showsChatButton(pathname: string): boolean {
  return !isAdminPath(pathname) && !/^\/profile\/\d+\/?$/.test(pathname);
}

/** The floating "chat with us" button (WhatsApp), on non-admin pages. */
export function WhatsAppButton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const whatsapp = useClientConfig()?.contact.whatsapp;
  if (!whatsapp || !showsChatButton(pathname)) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={90}>
      <ActionIcon
        component="a"
        href={whatsappLink(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chatButton')}
        size={56}
        radius="xl"
        color="#1f9e4f"
        variant="filled"
        style={{ boxShadow: '0 6px 18px rgba(0, 0, 0, 0.25)' }}
      >
        <IconBrandWhatsapp size={32} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
