import { PlainButton } from '@client/components/plain-button';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The closing call to action: 'Get Started'. */
export function GetStarted() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.ctaBand} aria-labelledby="cta-title">
      <div className={`${classes.container} ${classes.sm}`}>
        <div className={classes.ctaStack}>
          <h2 id="cta-title" className={classes.sectionTitle}>
            {t('getStarted.title')}
          </h2>
          <p className={classes.dimmed}>{t('getStarted.text')}</p>
          <PlainButton href="/profile/add" size="lg" round fullOnMobile>
            {t('getStarted.button')}
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
