import { Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { defaultPhoneChoice, type MessageLanguage, type PhoneChoice, phoneOf } from '@shared/whatsapp';
import { useId } from 'react';

/** The matchmakers' words of the choice (their screens are in English; the message itself is en or ur). */
export const WHATSAPP_RECIPIENT_MESSAGES = {
  sendTo: 'Send to',
  ownPhone: (phone: string) => `Candidate’s phone ${phone}`,
  familyPhone: (phone: string) => `Family phone ${phone}`,
  noFamilyPhone: 'Family phone (none given)',
  language: 'Language of the message',
  english: 'English',
  urdu: 'اردو',
} as const;
const M = WHATSAPP_RECIPIENT_MESSAGES;

type Phones = { _id: number; gender: string; phoneNo?: string | null; familyPhoneNo?: string | null };

/** Where a WhatsApp message goes and in which language it is written (issue 29, decision 068). */
export interface WhatsappRecipient {
  phone: PhoneChoice;
  language: MessageLanguage;
}

/**
 * The choice's first state: the family phone for a woman who has one, else the candidate's own phone
 * (`defaultPhoneChoice`), in the language the message is usually written in.
 */
export function defaultRecipient(profile: Phones, language: MessageLanguage): WhatsappRecipient {
  return { phone: defaultPhoneChoice(profile), language };
}

/**
 * The phone a matchmaker's WhatsApp message goes to (the candidate's or the family's) and its language
 * (English or Urdu): every message to a family offers both (issue 29).
 */
export function WhatsappRecipientChoice({
  profile,
  value,
  onChange,
  label,
}: {
  profile: Phones;
  value: WhatsappRecipient;
  onChange: (value: WhatsappRecipient) => void;
  /** Names the family, for a dialog that writes to two. */
  label?: string;
}) {
  const id = useId();
  const own = profile.phoneNo?.trim() || null;
  const family = profile.familyPhoneNo?.trim() || null;
  const chosen = phoneOf(profile, value.phone);
  return (
    <Stack gap={6}>
      <Radio.Group
        label={label ? `${M.sendTo} ${label}` : M.sendTo}
        value={chosen === family && family ? 'family' : 'own'}
        onChange={(phone) => onChange({ ...value, phone: phone as PhoneChoice })}
        size="sm"
      >
        <Group gap="md" mt={4}>
          <Radio value="own" disabled={!own} label={own ? M.ownPhone(own) : M.ownPhone('—')} />
          <Radio value="family" disabled={!family} label={family ? M.familyPhone(family) : M.noFamilyPhone} />
        </Group>
      </Radio.Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" id={id}>
          {M.language}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={id}
          value={value.language}
          onChange={(language) => onChange({ ...value, language: language as MessageLanguage })}
          data={[
            { value: 'en', label: M.english },
            { value: 'ur', label: M.urdu },
          ]}
        />
      </Group>
    </Stack>
  );
}
