import { useTranslation } from 'react-i18next';
import { LongTextField, type ProfileForm, TextField } from './fields';
import { FormSection } from './form-section';

export function PartnerSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('form');
  return (
    <FormSection title={t('sections.partner')}>
      <TextField form={form} field="partnerEducation" />
      <LongTextField form={form} field="partnerDetails" hint={t('hints.partnerDetails')} />
    </FormSection>
  );
}
