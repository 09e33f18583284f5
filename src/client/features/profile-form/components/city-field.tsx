import { TextInput } from '@client/components/text-input';
import { useServerMessage } from '@client/lib/i18n';
import { Anchor, Combobox, TextInput as MantineTextInput, Stack, Text, useCombobox } from '@mantine/core';
import { isListedCity, listedCity, searchCities, urduCityName } from '@shared/city';
import { findCity } from '@shared/places';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './city-field.module.css';
import type { ProfileForm } from './fields';

export type CityFormField = 'city' | 'homeTown' | 'workCity' | 'partnerCity';

/** The entry after the cities; never a city's name (no city name has angle brackets). */
const NOT_LISTED = '<not-listed>';

/**
 * City, home town and work city (issue 16, decision 033): picked from the built-in list, searchable by the
 * English name, the Urdu name or a known variant ("lah", "لاہ", "Pindi"), with "My city is not in the list" for
 * the rest, which then asks for the place as free text. The value held is the list's English spelling; the
 * server stores the same (src/shared/city.ts) and marks an unlisted city for the matchmakers.
 *
 * Text typed and left without a choice is named when the field loses focus, if it names a listed city
 * ("lahore", "Isb"); otherwise it stays in the field with a note, and nothing is held.
 * The options render only while the list is open, inside the form (no portal): a closed picker costs no more
 * than a text input (decision 023).
 */
export function CityField({
  form,
  field,
  required,
}: {
  form: ProfileForm;
  field: CityFormField;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation('form');
  const translate = useServerMessage();
  const value = form.values[field];
  const [unlisted, setUnlisted] = useState(() => value.trim() !== '' && !isListedCity(value));
  // A value set from outside (a restored draft) that the list does not have is a place typed by the family.
  useEffect(() => {
    if (value.trim() !== '' && !isListedCity(value)) setUnlisted(true);
  }, [value]);

  const id = `field-${field}`;
  const label = t(`labels.${field}`);
  const formError = form.errors[field];
  const error = typeof formError === 'string' ? translate(formError) : formError;

  if (unlisted) {
    return (
      <Stack gap={4}>
        <TextInput
          name={field}
          label={label}
          withAsterisk={required}
          subtext={t('cityPicker.notInListHint')}
          value={value}
          onChange={(text) => form.setFieldValue(field, text)}
          error={error}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          className={classes.backToList}
          onClick={() => {
            form.setFieldValue(field, listedCity(value)?.name ?? '');
            setUnlisted(false);
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        >
          {t('cityPicker.backToList')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <CityPicker
      field={field}
      id={id}
      label={label}
      required={required}
      error={error}
      value={value}
      urdu={i18n.language === 'ur'}
      onPick={(city) => form.setFieldValue(field, city)}
      onNotListed={(typed) => {
        form.setFieldValue(field, typed);
        setUnlisted(true);
        requestAnimationFrame(() => document.getElementById(id)?.focus());
      }}
    />
  );
}

function CityPicker({
  field,
  id,
  label,
  required,
  error,
  value,
  urdu,
  onPick,
  onNotListed,
}: {
  field: CityFormField;
  id: string;
  label: string;
  required?: boolean;
  error: ReactNode;
  value: string;
  urdu: boolean;
  onPick: (city: string) => void;
  onNotListed: (typed: string) => void;
}) {
  const { t } = useTranslation('form');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  /** What the family is typing; null when the field shows the chosen city. */
  const [typed, setTyped] = useState<string | null>(null);
  /** Text left that names no listed city: say how to go on. */
  const [unresolved, setUnresolved] = useState(false);

  const nameOf = (city: string) => (urdu ? (urduCityName(city) ?? city) : city);
  const chosen = findCity(value)?.name;
  const shown = typed ?? (chosen ? nameOf(chosen) : '');
  const open = combobox.dropdownOpened;
  const options = useMemo(() => (open ? searchCities(typed ?? '') : []), [open, typed]);
  // Enter takes the best match (or "not in the list" when nothing matches), as the list shows it.
  useEffect(() => {
    if (typed) combobox.selectFirstOption();
  }, [typed, combobox]);

  const pick = (city: string) => {
    onPick(city);
    setTyped(null);
    setUnresolved(false);
    combobox.closeDropdown();
  };

  /** Leaving the field: typed text that names a listed city picks it; other text stays, with a note. */
  const settle = () => {
    combobox.closeDropdown();
    if (typed === null) return;
    const text = typed.trim();
    const city = text ? listedCity(text) : undefined;
    if (city) pick(city.name);
    else if (!text) {
      setTyped(null);
      setUnresolved(false);
    } else setUnresolved(true);
  };

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      keepMounted={false}
      position="bottom-start"
      middlewares={{ flip: true, shift: true }}
      onOptionSubmit={(option) => {
        if (option === NOT_LISTED) {
          combobox.closeDropdown();
          onNotListed(typed?.trim() && !listedCity(typed) ? typed.trim() : '');
          setTyped(null);
          setUnresolved(false);
        } else pick(option);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <MantineTextInput
          id={id}
          name={field}
          label={label}
          withAsterisk={required}
          placeholder={t('cityPicker.placeholder')}
          autoComplete="off"
          value={shown}
          error={unresolved ? t('cityPicker.pickFromList') : error}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setUnresolved(false);
            if (value !== '') onPick('');
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={settle}
        />
      </Combobox.Target>
      {open ? (
        <Combobox.Dropdown>
          <Combobox.Options labelledBy={`${id}-label`}>
            <div className={classes.cities}>
              {options.map((city) => (
                <Combobox.Option
                  key={city.name}
                  value={city.name}
                  active={city.name === chosen}
                  className={classes.option}
                >
                  {urdu && urduCityName(city.name) ? (
                    <>
                      <span>{urduCityName(city.name)}</span>
                      <Text component="span" size="xs" dir="ltr" className={classes.english}>
                        {city.name}
                      </Text>
                    </>
                  ) : (
                    <span dir={urdu ? 'ltr' : undefined}>{city.name}</span>
                  )}
                </Combobox.Option>
              ))}
              {options.length === 0 ? <Combobox.Empty>{t('cityPicker.nothingFound')}</Combobox.Empty> : null}
            </div>
            <Combobox.Option value={NOT_LISTED} className={classes.notListed}>
              {t('cityPicker.notInList')}
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      ) : null}
    </Combobox>
  );
}
