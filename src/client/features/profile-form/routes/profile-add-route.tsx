import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { useStepsAfterPaint } from '@client/lib/use-steps-after-paint';
import { Text, Title } from '@mantine/core';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the form part of the page is given (components/new-profile-page.tsx). */
export interface NewProfileFormProps {
  /** Called with true when the success message replaces the form, false when the next form shows. */
  onSuccessShown: (shown: boolean) => void;
}

/** Where the form goes while its code loads: a screen high, so the footer does not jump into view. */
const formPlaceholder = <div style={{ minHeight: '100vh' }} aria-busy="true" />;

/**
 * `/profile/add` (decision 022): in the main bundle, so that its title and note show with the first render,
 * as the home page does. Once they are painted, the form's code, the data cache and the form's catalog are
 * asked for (the first HTML links only their stylesheets, src/server/http/client.ts: preloading the chunks
 * would share a slow link with the main bundle), and the form renders below the note. The router gives the
 * form part as a lazily loaded component.
 */
export function ProfileAddRoute({ Form }: { Form: ComponentType<NewProfileFormProps> }) {
  const { t } = useTranslation();
  const [successShown, setSuccessShown] = useState(false);
  const formShown = useStepsAfterPaint(1) >= 1;
  return (
    <PageContainer size="md">
      <PageTitle title={t('addProfile.title')} description={t('addProfile.description')} />
      <Title order={1} mb="md">
        {t('addProfile.title')}
      </Title>
      {successShown ? null : <Text mb="lg">{t('addProfile.intro')}</Text>}
      {formShown ? (
        <Suspense fallback={formPlaceholder}>
          <Form onSuccessShown={setSuccessShown} />
        </Suspense>
      ) : (
        formPlaceholder
      )}
    </PageContainer>
  );
}
