import { AfterStep } from '@client/lib/use-steps-after-paint';
import { jobTypeOptions } from '@shared/enums';
import { useTranslation } from 'react-i18next';
import { CityField } from './city-field';
import { ChoiceField, DigitsField, type ProfileForm, SuggestField, TextField, WhenShown } from './fields';
import { FormSection } from './form-section';

/** Shown from step `step`, the fields shown by the job type a step later (profile-form.tsx, decision 022). */
export function EducationSection({ form, step = 0 }: { form: ProfileForm; step?: number }) {
  const { t } = useTranslation('form');
  const gender = form.values.gender === 'Female' || form.values.gender === 'Male' ? form.values.gender : null;
  const inPakistan = form.values.workCountry.trim().toLowerCase() === 'pakistan';
  return (
    <AfterStep step={step}>
      <FormSection title={t('sections.education')}>
        <TextField form={form} field="education" />
        <DigitsField form={form} field="educationYears" maxLength={2} hint={t('hints.educationYears')} />
        <TextField form={form} field="educationInstituteName" />
        <ChoiceField form={form} field="jobType" choices={jobTypeOptions(gender)} />
        <AfterStep step={step + 1}>
          <WhenShown form={form} field="otherJobType">
            <TextField form={form} field="otherJobType" required />
          </WhenShown>
          <WhenShown form={form} field="businessType">
            <TextField form={form} field="businessType" />
          </WhenShown>
          <WhenShown form={form} field="jobTitle">
            <TextField form={form} field="jobTitle" />
            <TextField form={form} field="company" />
            <SuggestField
              form={form}
              field="workCountry"
              required={form.values.jobType !== ''}
              suggestions="countries"
            />
            {inPakistan ? (
              <CityField form={form} field="workCity" />
            ) : (
              <SuggestField form={form} field="workCity" suggestions={null} />
            )}
            <DigitsField form={form} field="monthlyIncome" maxLength={8} />
          </WhenShown>
        </AfterStep>
      </FormSection>
    </AfterStep>
  );
}
