import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
} from '@tabler/icons-react';
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
  const pages = config?.social;
  if (pages?.facebook) {
    social.push({
      label: t('footer.facebookLink'),
      href: pages.facebook,
      icon: <IconBrandFacebook size={20} />,
    });
  }
  if (pages?.instagram) {
    social.push({
      label: t('footer.instagramLink'),
      href: pages.instagram,
      icon: <IconBrandInstagram size={20} />,
    });
  }
  if (pages?.youtube) {
    social.push({
      label: t('footer.youtubeLink'),
      href: pages.youtube,
      icon: <IconBrandYoutube size={20} />,
    });
  }

  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerInner}`}>
        <div className={classes.footerGrid}>
          <div className={classes.footerColumn}>
            <h2 className={classes.footerHeading}>{t('footer.aboutTitle')}</h2>
            <p className={classes.footerText}>{t('footer.about')}</p>
          </div>

          <div className={classes.footerColumn}>
            <h2 className={classes.footerHeading}>{t('footer.contactTitle')}</h2>
            {contact ? (
              <div className={classes.footerContact}>
                <p className={classes.footerText}>
                  {t('footer.whatsapp')}{' '}
                  <a
                    className={`${classes.footerLink} ltr-value`}
                    href={whatsappLink(contact.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                  >
                    {contact.whatsapp}
                  </a>
                </p>
                <p className={classes.footerText}>
                  {t('footer.email')}{' '}
                  <a className={`${classes.footerLink} ltr-value`} href={`mailto:${contact.email}`} dir="ltr">
                    {contact.email}
                  </a>
                </p>
              </div>
            ) : (
              <p className={classes.footerText}>{t('footer.contactFallback')}</p>
            )}
          </div>

          <div className={classes.footerColumn}>
            <h2 className={classes.footerHeading}>{t('footer.followTitle')}</h2>
            <ul className={classes.social}>
              {social.map((link) => (
                <li key={link.label}>
                  <a
                    className={classes.socialLink}
                    href={link.href}
                    target={link.href.startsWith('http') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                    aria-label={link.label}
                  >
                    {link.icon}
                  </a>
                </li>
              ))}
            </ul>
            <Link to="/profile/add" className={`${classes.footerLink} ${classes.footerText}`}>
              {t('footer.submitProfile')}
            </Link>
          </div>
        </div>
        <hr className={classes.divider} />
        <p className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
