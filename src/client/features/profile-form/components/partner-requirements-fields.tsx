import { optionLabel, useServerMessage } from '@client/lib/i18n';
import { Checkbox, Group, Text } from '@mantine/core';
import { type Gender, maritalStatusOptions, SECTS } from '@shared/enums';
import { useTranslation } from 'react-i18next';
import { joinList, REQUIRED_DISTANCES, splitList } from '../model/requirements';
import { CityField } from './city-field';
import { ChoiceField, DigitsField, type ProfileForm, TextField, WhenShown } from './fields';
import { Pair } from './form-section';

/**
 * The family's own partner requirements (issue 30 item 4, decision 059): the partner's age, marital status,
 * sect, caste or biradari, city and distance, minimum education and height. Sent with the profile as
 * `aiFilters`; an empty field leaves the usual choice (SPEC §9's defaults) in force. Matchmakers edit them in
 * the requirements editor of the profile view instead.
 */
export function PartnerRequirementsFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('form');
  const translate = useServerMessage();
  const gender = form.values.gender as Gender | '';
  const partnerGender: Gender | null = gender === 'Male' ? 'Female' : gender === 'Female' ? 'Male' : null;
  const statuses = splitList(form.values.partnerMaritalStatus);
  const moreCities = splitList(form.values.partnerMoreCities);
  const statusError = form.errors.partnerMaritalStatus;
  return (
    <>
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('requirements.intro')}
      </Text>
      <Pair>
        <DigitsField form={form} field="partnerMinAge" maxLength={2} />
        <DigitsField form={form} field="partnerMaxAge" maxLength={2} />
      </Pair>
      <Checkbox.Group
        id="field-partnerMaritalStatus"
        label={t('labels.partnerMaritalStatus')}
        description={t('requirements.anyMaritalStatus')}
        value={statuses}
        onChange={(chosen) => form.setFieldValue('partnerMaritalStatus', joinList(chosen))}
        error={typeof statusError === 'string' ? translate(statusError) : statusError}
      >
        <Group gap="md" mt={6}>
          {maritalStatusOptions(partnerGender).map((status) => (
            <Checkbox key={status} value={status} label={optionLabel(status)} />
          ))}
        </Group>
      </Checkbox.Group>
      <WhenShown form={form} field="partnerSect">
        <ChoiceField form={form} field="partnerSect" choices={SECTS} />
      </WhenShown>
      <TextField form={form} field="partnerCaste" />
      <CityField form={form} field="partnerCity" />
      <WhenShown form={form} field="partnerLocationRadius">
        <ChoiceField
          form={form}
          field="partnerLocationRadius"
          hint={
            moreCities.length ? t('requirements.alsoCities', { cities: moreCities.join(', ') }) : undefined
          }
          choices={REQUIRED_DISTANCES.map((km) => ({ value: km, label: t(`requirements.distance.${km}`) }))}
        />
      </WhenShown>
      <DigitsField
        form={form}
        field="partnerMinEducationYears"
        maxLength={2}
        hint={t('hints.educationYears')}
      />
      <Pair>
        <DigitsField form={form} field="partnerMinHeightFt" maxLength={2} />
        <DigitsField form={form} field="partnerMinHeightIn" maxLength={2} />
      </Pair>
    </>
  );
}
