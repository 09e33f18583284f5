import { Alert, Button, type ButtonProps, Group } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ModalFooterProps {
  /** Shown above the buttons when the last attempt failed. */
  error?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The submit button's extras; without `onClick` it submits the modal's form. */
  submit?: ButtonProps & { onClick?: () => void; 'data-autofocus'?: boolean };
  /** The action opens WhatsApp: the green button with WhatsApp's mark. */
  whatsapp?: boolean;
}

/** The end of every matchmaker modal: the failure, if any, then Cancel and the action, right-aligned. */
export function ModalFooter({
  error,
  cancelLabel,
  onCancel,
  submitLabel,
  submit = {},
  whatsapp = false,
}: ModalFooterProps) {
  const looks: ButtonProps = whatsapp
    ? { color: 'green', leftSection: <IconBrandWhatsapp size={18} aria-hidden /> }
    : {};
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type={submit.onClick ? 'button' : 'submit'} {...looks} {...submit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
