import { useIsAdmin } from '@client/lib/session';
import { useTranslation } from 'react-i18next';
import { LongTextField, type ProfileForm, TextField } from './fields';
import { FormSection } from './form-section';
import { PartnerRequirementsFields } from './partner-requirements-fields';

export function PartnerSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('form');
  // A matchmaker sets the requirements in the requirements editor of the profile view (decision 059).
  const isAdmin = useIsAdmin();
  return (
    <FormSection title={t('sections.partner')}>
      {isAdmin ? null : <PartnerRequirementsFields form={form} />}
      <TextField form={form} field="partnerEducation" />
      <LongTextField form={form} field="partnerDetails" hint={t('hints.partnerDetails')} />
    </FormSection>
  );
}
