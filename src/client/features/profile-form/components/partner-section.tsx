import { FORM_MESSAGES as M } from '../messages';
import { LongTextField, type ProfileForm, TextField } from './fields';
import { FormSection } from './form-section';

export function PartnerSection({ form }: { form: ProfileForm }) {
  return (
    <FormSection title={M.sections.partner}>
      <TextField form={form} field="partnerEducation" />
      <LongTextField form={form} field="partnerDetails" hint={M.hints.partnerDetails} />
    </FormSection>
  );
}
