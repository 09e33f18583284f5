import { AfterStep } from '@client/lib/use-steps-after-paint';
import { SIBLINGS } from '@shared/constants';
import { NATIVE_LANGUAGES, OTHER_CHOICE, RELIGIONS, SECTS } from '@shared/enums';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../model/form-values';
import { ChoiceField, LongTextField, type ProfileForm, TextField, WhenShown } from './fields';
import { FormSection } from './form-section';

const upTo = (max: number) => Array.from({ length: max + 1 }, (_, i) => String(i));
const SIBLING_COUNTS = upTo(SIBLINGS.max);
const LANGUAGES = [...NATIVE_LANGUAGES, OTHER_CHOICE];

/** The married count offers 0..count; a count lowered below it clears it rather than keep an impossible one. */
function keepMarriedWithin(form: ProfileForm, married: FormField, value: string) {
  const current = form.values[married];
  if (current !== '' && Number(current) > Number(value || 0)) form.setFieldValue(married, '');
}

/** How many brothers (or sisters), then how many of them are married, never more than there are. */
function SiblingFields({
  form,
  count,
  married,
}: {
  form: ProfileForm;
  count: 'brothers' | 'sisters';
  married: 'brothersMaritalInformation' | 'sistersMaritalInformation';
}) {
  return (
    <>
      <ChoiceField
        form={form}
        field={count}
        required
        choices={SIBLING_COUNTS}
        onChoose={(value) => keepMarriedWithin(form, married, value)}
      />
      <WhenShown form={form} field={married}>
        <ChoiceField form={form} field={married} choices={upTo(Number(form.values[count]))} />
      </WhenShown>
    </>
  );
}

/** Shown from step `step`, a few fields at a time over three steps (profile-form.tsx, decision 022). */
export function FamilyInfoSection({ form, step = 0 }: { form: ProfileForm; step?: number }) {
  const { t } = useTranslation('form');
  return (
    <AfterStep step={step}>
      <FormSection title={t('sections.family')}>
        <TextField form={form} field="fatherName" />
        <TextField form={form} field="fatherOccupation" />
        <TextField form={form} field="motherOccupation" />
        <TextField form={form} field="caste" />
        <AfterStep step={step + 1}>
          <ChoiceField
            form={form}
            field="religion"
            required
            choices={RELIGIONS}
            hint={t('hints.customChoice')}
          />
          <WhenShown form={form} field="religionOther">
            <TextField form={form} field="religionOther" required />
          </WhenShown>
          <WhenShown form={form} field="sect">
            <ChoiceField form={form} field="sect" required choices={SECTS} />
          </WhenShown>
          <ChoiceField
            form={form}
            field="nativeLanguage"
            required
            choices={LANGUAGES}
            hint={t('hints.customChoice')}
          />
          <WhenShown form={form} field="nativeLanguageOther">
            <TextField form={form} field="nativeLanguageOther" required />
          </WhenShown>
        </AfterStep>
        <AfterStep step={step + 2}>
          <SiblingFields form={form} count="brothers" married="brothersMaritalInformation" />
          <SiblingFields form={form} count="sisters" married="sistersMaritalInformation" />
          <LongTextField form={form} field="brothersDetails" hint={t('hints.brothersDetails')} />
        </AfterStep>
      </FormSection>
    </AfterStep>
  );
}
