import { isAdminPath } from '@client/lib/analytics';
import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { useCurrentUser } from '@client/lib/session';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** Hidden under /admin and on a profile's own page (`/profile/{numeric id}`). */
export function showsChatButton(pathname: string): boolean {
  return !isAdminPath(pathname) && !/^\/profile\/\d+\/?$/.test(pathname);
}

/**
 * The "chat with us" button (WhatsApp), on non-admin pages: floating on a wide screen; in the navbar on a phone,
 * where a floating button would sit on a field, a badge or the pager (issue 30 item 7). Both are drawn; the
 * screen's width shows one of them.
 */
export function WhatsAppButton({ pathname, inNavbar = false }: { pathname: string; inNavbar?: boolean }) {
  const { t } = useTranslation();
  const whatsapp = useClientConfig()?.contact.whatsapp;
  // A matchmaker is the one families write to: the button would only cover their lists and forms.
  const isMatchmaker = useCurrentUser()?.role === 'admin';
  if (!whatsapp || isMatchmaker || !showsChatButton(pathname)) return null;
  return (
    <a
      className={inNavbar ? classes.chatButtonInNavbar : classes.chatButton}
      href={whatsappLink(whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chatButton')}
    >
      <IconBrandWhatsapp size={inNavbar ? 24 : 32} aria-hidden />
    </a>
  );
}
