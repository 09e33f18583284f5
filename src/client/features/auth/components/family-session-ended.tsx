import { Button } from '@client/components/button';
import { PlainButton } from '@client/components/plain-button';
import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A family's session ended (issue 16): families have no password, only their personal link, so the overlay
 * says so and offers WhatsApp for a new link. The e-mail form is for matchmakers, one tap away.
 */
export function FamilySessionEnded({
  profileId,
  onMatchmaker,
}: {
  profileId: string;
  onMatchmaker: () => void;
}) {
  const { t } = useTranslation('auth');
  const whatsapp = useClientConfig()?.contact.whatsapp;
  return (
    <Stack gap="md">
      <Text role="alert">{t('familySessionEnded')}</Text>
      {whatsapp ? (
        <Button
          href={whatsappLink(whatsapp, t('familyNewLinkText', { id: profileId }))}
          external
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
        >
          {t('familyAskOnWhatsApp')}
        </Button>
      ) : null}
      <PlainButton variant="subtle" onClick={onMatchmaker}>
        {t('matchmakerSignIn')}
      </PlainButton>
    </Stack>
  );
}
