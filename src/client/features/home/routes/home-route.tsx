import { PageTitle } from '@client/components/page-title';
import { Faq } from '../components/faq';
import { GetStarted } from '../components/get-started';
import { Hero } from '../components/hero';
import { Steps } from '../components/steps';

/** `/`: the landing page. */
export function HomeRoute() {
  return (
    <>
      <PageTitle />
      <Hero />
      <Steps />
      <GetStarted />
      <Faq />
    </>
  );
}
