import { useLanguage } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { useTranslation } from 'react-i18next';

export interface PageTitleProps {
  /** The page's own name; none for the home page. */
  title?: string;
  /** What the page offers, for search results and link previews; the site's description by default. */
  description?: string;
}

/**
 * Sets the page's `<title>`, description and social preview tags, in the current language (page-meta.ts).
 * Renders nothing.
 */
export function PageTitle({ title, description }: PageTitleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageMeta({
    title: title ? t('meta.title', { title }) : t('meta.defaultTitle'),
    description: description ?? t('meta.defaultDescription'),
    siteName: t('meta.siteName'),
    type: 'website',
    locale: language === 'ur' ? 'ur_PK' : 'en_PK',
  });
  return null;
}
