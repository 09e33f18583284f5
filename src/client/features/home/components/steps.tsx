import { PlainButton } from '@client/components/plain-button';
import { IconClipboardText, IconHeartHandshake, IconPhoneCall, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

interface Step {
  id: 'submit' | 'review' | 'matches' | 'contact';
  icon: ReactNode;
}

const steps: Step[] = [
  { id: 'submit', icon: <IconClipboardText size={26} /> },
  { id: 'review', icon: <IconUserCheck size={26} /> },
  { id: 'matches', icon: <IconHeartHandshake size={26} /> },
  { id: 'contact', icon: <IconPhoneCall size={26} /> },
];

/** '4 Simple Steps to Find Your Match', with the 'Start Here' call to action. */
export function Steps() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.section} aria-labelledby="steps-title">
      <div className={`${classes.container} ${classes.lg}`}>
        <div className={classes.sectionHeader}>
          <h2 id="steps-title" className={classes.sectionTitle}>
            {t('steps.title')}
          </h2>
          <p className={classes.dimmed}>{t('steps.intro')}</p>
        </div>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.id} className={classes.step}>
              <span className={classes.stepIcon} aria-hidden="true">
                {step.icon}
              </span>
              <p className={classes.stepNumber}>{t('steps.step', { number: index + 1 })}</p>
              <h3 className={classes.stepTitle}>{t(`steps.${step.id}.title`)}</h3>
              <p className={classes.stepText}>{t(`steps.${step.id}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className={`${classes.center} ${classes.startHere}`}>
          <PlainButton href="/profile/add" size="lg" round fullOnMobile>
            {t('steps.startHere')}
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
