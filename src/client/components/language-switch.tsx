import { setLanguage, useLanguage } from '@client/lib/i18n';
import { LANGUAGE_NAMES, type Language } from '@client/lib/language';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from './plain-button';

/** A group (fieldset) without a fieldset's own border and spacing. */
const GROUP_STYLE = { display: 'flex', border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;

/**
 * The navbar's language switch: English ⇄ اردو. One button names the other language in its own script
 * (how a family looks for it), inside a group labelled 'Language'; the choice is remembered on the device.
 * One button rather than two side by side keeps the navbar within a 360 px phone.
 */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other: Language = language === 'ur' ? 'en' : 'ur';
  const name = LANGUAGE_NAMES[other];

  return (
    <fieldset aria-label={t('language.label')} style={GROUP_STYLE}>
      <PlainButton
        variant={onDark ? 'white' : 'subtle'}
        size="compact"
        round
        lang={other}
        title={t('language.switchTo', { language: name })}
        leftSection={<IconLanguage size={18} aria-hidden />}
        // On a 360 px phone the brand and both navbar buttons fit one line only without their icons (Urdu).
        leftSectionWideOnly
        loading={switching}
        onClick={() => {
          setSwitching(true);
          void setLanguage(other).finally(() => setSwitching(false));
        }}
      >
        {name}
      </PlainButton>
    </fieldset>
  );
}
