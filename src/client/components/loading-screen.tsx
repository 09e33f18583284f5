import { useTranslation } from 'react-i18next';
import classes from './loading-screen.module.css';

/** Shown while the app boots and while a page's code loads (plain HTML: it shows before Mantine loads). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <p className={classes.text}>{t('loading')}</p>
    </div>
  );
}
