import { PlainButton } from '@client/components/plain-button';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

const TRUST_POINTS = ['free', 'reviewed', 'twoWay', 'privacy'] as const;

/** The landing hero: what Rishta is, and the way in. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={`${classes.container} ${classes.lg}`}>
        <div className={classes.heroGrid}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
            <h1 id="hero-title" className={classes.heroTitle}>
              {t('hero.titleStart')}
              <span className={classes.heroAccent}>{t('hero.titleAccent')}</span>
            </h1>
            <p className={classes.lead}>{t('hero.text')}</p>
            <div className={classes.actions}>
              <PlainButton href="/profile/add" variant="white" size="lg" round fullOnMobile>
                {t('hero.submitProfile')}
              </PlainButton>
            </div>
          </div>
          <div className={classes.trustCard}>
            <p className={classes.trustTitle}>{t('hero.trustTitle')}</p>
            <ul className={classes.trust}>
              {TRUST_POINTS.map((point) => (
                <li key={point}>
                  <span className={classes.trustItem}>
                    <IconCircleCheck size={20} color="var(--mantine-color-gold-3)" aria-hidden />
                    <span>{t(`hero.trust.${point}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
