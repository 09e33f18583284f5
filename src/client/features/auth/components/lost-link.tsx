import { Button } from '@client/components/button';
import { TextInput } from '@client/components/text-input';
import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { Divider, Stack, Text } from '@mantine/core';
import { isValidPhone } from '@shared/phone';
import { lostLinkText } from '@shared/whatsapp';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A family that lost its login link (decision 061): families have no password, so the overlay tells them how
 * to get their link again, and its WhatsApp button writes to the matchmakers naming the phone number typed.
 */
export function LostLink() {
  const { t } = useTranslation('auth');
  const whatsapp = useClientConfig()?.contact.whatsapp;
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const valid = isValidPhone(phone.trim());
  return (
    <Stack gap="sm" component="section" aria-labelledby="lost-link-title">
      <Divider />
      <Text fw={700} id="lost-link-title">
        {t('lostLinkTitle')}
      </Text>
      <Text size="sm">{t('lostLinkHelp')}</Text>
      <TextInput
        name="lostLinkPhone"
        type="tel"
        label={t('lostLinkPhoneLabel')}
        placeholder="03001234567"
        autoComplete="tel"
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setError(null);
        }}
        error={error}
      />
      {whatsapp && valid ? (
        <Button
          href={whatsappLink(whatsapp, lostLinkText(phone))}
          external
          variant="secondary"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          {t('lostLinkButton')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          onClick={() => setError(phone.trim() ? t('lostLinkPhoneInvalid') : t('lostLinkPhoneNeeded'))}
        >
          {t('lostLinkButton')}
        </Button>
      )}
    </Stack>
  );
}
