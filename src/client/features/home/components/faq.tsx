import { loadUrduFont } from '@client/lib/i18n';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

type QuestionId = 'fees' | 'privacy' | 'review' | 'overseas' | 'login';

const ORDER: readonly QuestionId[] = ['fees', 'privacy', 'review', 'overseas', 'login'];

/** The Urdu privacy note (SPEC §1), shown in Urdu whatever the page's language. */
const URDU_PRIVACY_NOTE =
  'خواتین کی تصاویر، فون نمبر اور نام صرف ان کی منظوری کے بعد ہی کسی رشتے کے ساتھ شیئر کیے جاتے ہیں۔';

/** Text with `<b>…</b>` around the amounts, as React nodes (cheaper than react-i18next's Trans). */
function withBold(text: string): ReactNode[] {
  return text.split(/<b>(.*?)<\/b>/).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    index % 2 === 1 ? <b key={index}>{part}</b> : part,
  );
}

function useAnswers(): Record<QuestionId, ReactNode> {
  const { t, i18n } = useTranslation('home');
  return {
    fees: (
      <>
        <p>{t('faq.fees.free')}</p>
        <p>{withBold(t('faq.fees.paid'))}</p>
      </>
    ),
    privacy: (
      <>
        <p>{t('faq.privacy.answer')}</p>
        {i18n.resolvedLanguage === 'ur' ? null : (
          <p lang="ur" dir="rtl" className={classes.urduNote}>
            {URDU_PRIVACY_NOTE}
          </p>
        )}
      </>
    ),
    review: <p>{t('faq.review.answer')}</p>,
    overseas: <p>{t('faq.overseas.answer')}</p>,
    login: <p>{t('faq.login.answer')}</p>,
  };
}

/**
 * Frequently asked questions: an accordion (one answer open at a time, the fees first), each question a
 * heading with a disclosure button that controls its answer's region.
 */
export function Faq() {
  const { t } = useTranslation('home');
  const answers = useAnswers();
  const [open, setOpen] = useState<QuestionId | null>('fees');
  const toggle = (id: QuestionId) => {
    const next = open === id ? null : id;
    setOpen(next);
    // The Urdu note wants its Nastaliq face even on the English page.
    if (next === 'privacy') void loadUrduFont();
  };
  return (
    <section className={classes.section} aria-labelledby="faq-title">
      <div className={`${classes.container} ${classes.md}`}>
        <div className={classes.sectionHeader}>
          <h2 id="faq-title" className={classes.sectionTitle}>
            {t('faq.title')}
          </h2>
          <p className={classes.dimmed}>{t('faq.intro')}</p>
        </div>
        <div>
          {ORDER.map((id) => {
            const active = open === id;
            return (
              <div key={id} className={classes.faqItem} data-active={active || undefined}>
                <h3 className={classes.faqHeading}>
                  <button
                    type="button"
                    id={`faq-control-${id}`}
                    className={classes.faqControl}
                    aria-expanded={active}
                    aria-controls={`faq-panel-${id}`}
                    onClick={() => toggle(id)}
                  >
                    <span className={classes.faqLabel}>{t(`faq.${id}.question`)}</span>
                    <IconChevronDown className={classes.faqChevron} size={16} aria-hidden />
                  </button>
                </h3>
                <section
                  id={`faq-panel-${id}`}
                  aria-labelledby={`faq-control-${id}`}
                  className={classes.faqPanel}
                  hidden={!active}
                >
                  {answers[id]}
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
