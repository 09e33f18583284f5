import { PageTitle } from '@client/components/page-title';
import { useTranslation } from 'react-i18next';
import { Faq } from '../components/faq';
import { GetStarted } from '../components/get-started';
import { Hero } from '../components/hero';
import { Steps } from '../components/steps';

/** `/`: the landing page. */
export function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle description={t('meta.description')} />
      <Hero />
      <Steps />
      <GetStarted />
      <Faq />
    </>
  );
}
