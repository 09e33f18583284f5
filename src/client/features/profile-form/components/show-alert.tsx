import { Button } from '@client/components/button';
import { useClientConfig, whatsappLink } from '@client/lib/client-config';
import { i18n } from '@client/lib/i18n';
import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBrandWhatsapp } from '@tabler/icons-react';

let alertCount = 0;

/** A button that opens a WhatsApp chat with the matchmakers, with `text` written; none if no number is set. */
function WhatsAppAction({ text }: { text: string }) {
  const whatsapp = useClientConfig()?.contact.whatsapp;
  if (!whatsapp) return null;
  return (
    <Button
      href={whatsappLink(whatsapp, text)}
      external
      variant="secondary"
      fullOnMobile
      leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
    >
      {i18n.t('form:sendOnWhatsApp')}
    </Button>
  );
}

/**
 * The form's alerts (SPEC §5, §8): a small dialog with the message (already translated) and an OK button;
 * with `whatsappText`, also a button to send the details to the matchmakers on WhatsApp instead.
 */
export function showAlert(message: string, options: { whatsappText?: string } = {}): void {
  alertCount += 1;
  const modalId = `profile-form-alert-${alertCount}`;
  modals.open({
    modalId,
    title: i18n.t('form:alertTitle'),
    centered: true,
    children: (
      <Stack gap="md">
        <Text role="alert">{message}</Text>
        <Group justify="flex-end">
          {options.whatsappText ? <WhatsAppAction text={options.whatsappText} /> : null}
          <Button onClick={() => modals.close(modalId)} fullOnMobile>
            {i18n.t('form:alertOk')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/** Scrolls to the first field with an error, once it has rendered, and puts the cursor in it. */
export function scrollToFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [id^="field-"][id$="-error"]',
    );
    if (!first) return;
    const wrapper = first.closest<HTMLElement>('.mantine-InputWrapper-root') ?? first.parentElement ?? first;
    const input = first.matches('input, select, textarea')
      ? first
      : wrapper.querySelector<HTMLElement>('input, select, textarea');
    input?.focus({ preventScroll: true });
    (wrapper ?? first).scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}
