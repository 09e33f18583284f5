import { WithIsolates } from '@client/components/facts';
import { useServerMessage } from '@client/lib/i18n';
import { AfterStep } from '@client/lib/use-steps-after-paint';
import { HEIGHT_FT, MARRIED_MONTHS } from '@shared/constants';
import { GENDERS, maritalStatusOptions, RESIDENCE_TYPES } from '@shared/enums';
import { PHONE_HINT } from '@shared/phone';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CityField } from './city-field';
import {
  ChoiceField,
  DigitsField,
  LongTextField,
  type ProfileForm,
  TextField,
  WhenShown,
  YesNoField,
} from './fields';
import { FormSection, Pair } from './form-section';

const MONTHS = Array.from({ length: MARRIED_MONTHS.max + 1 }, (_, i) => String(i));

function focusInches() {
  document.getElementById('field-heightIn')?.focus();
}

/**
 * Shown from step `step`, four fields at a time over four steps, the pictures last (profile-form.tsx,
 * decisions 020 and 022).
 */
export function PersonalInfoSection({
  form,
  pictures,
  step = 0,
}: {
  form: ProfileForm;
  pictures: ReactNode;
  step?: number;
}) {
  const { t } = useTranslation('form');
  const phoneHint = <WithIsolates text={useServerMessage()(PHONE_HINT)} />;
  const gender = form.values.gender === 'Female' || form.values.gender === 'Male' ? form.values.gender : null;
  return (
    <AfterStep step={step}>
      <FormSection title={t('sections.personal')} after={<AfterStep step={step + 3}>{pictures}</AfterStep>}>
        <TextField form={form} field="name" autoComplete="name" />
        <DigitsField form={form} field="age" required maxLength={2} />
        <ChoiceField
          form={form}
          field="gender"
          required
          choices={GENDERS}
          onChoose={(value) => {
            // Married is not offered to women (SPEC §2): a hidden choice must not stay selected.
            if (value === 'Female' && form.values.maritalStatus === 'Married')
              form.setFieldValue('maritalStatus', '');
          }}
        />
        <TextField form={form} field="phoneNo" type="tel" required hint={phoneHint} autoComplete="tel" />
        <AfterStep step={step + 1}>
          <TextField form={form} field="familyPhoneNo" type="tel" hint={phoneHint} />
          <TextField form={form} field="email" type="email" autoComplete="email" />
          <CityField form={form} field="city" required />
          <TextField form={form} field="address" required hint={t('hints.address')} />
        </AfterStep>
        <AfterStep step={step + 2}>
          <ChoiceField form={form} field="residenceType" required choices={RESIDENCE_TYPES} />
          <CityField form={form} field="homeTown" />
          <Pair>
            <DigitsField
              form={form}
              field="heightFt"
              maxLength={String(HEIGHT_FT.max).length}
              // One digit is a whole height in feet (3-9): go straight on to the inches.
              onDigits={(digits) => {
                if (digits.length === 1) focusInches();
              }}
            />
            <DigitsField form={form} field="heightIn" maxLength={2} />
          </Pair>
          <ChoiceField form={form} field="maritalStatus" required choices={maritalStatusOptions(gender)} />
          <WhenShown form={form} field="marriedYearsPart">
            <Pair>
              <DigitsField form={form} field="marriedYearsPart" required maxLength={2} />
              <ChoiceField form={form} field="marriedMonthsPart" choices={MONTHS} />
            </Pair>
          </WhenShown>
          <WhenShown form={form} field="haveChildren">
            <YesNoField form={form} field="haveChildren" required />
          </WhenShown>
          <WhenShown form={form} field="children">
            <DigitsField form={form} field="children" required maxLength={2} />
            <DigitsField form={form} field="childrenLivingWithYou" maxLength={2} />
          </WhenShown>
          <WhenShown form={form} field="divorceReason">
            <TextField form={form} field="divorceReason" />
          </WhenShown>
        </AfterStep>
        <AfterStep step={step + 3}>
          <YesNoField form={form} field="hasDisability" required />
          <WhenShown form={form} field="disabilities">
            <TextField form={form} field="disabilities" required />
          </WhenShown>
          <LongTextField form={form} field="aboutYou" hint={t('hints.aboutYou')} />
        </AfterStep>
      </FormSection>
    </AfterStep>
  );
}
