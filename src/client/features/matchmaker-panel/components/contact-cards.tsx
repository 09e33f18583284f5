import { presentText } from '@client/lib/profile-text/format';
import { Button, Group } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PANEL_MESSAGES } from '../messages';
import { VCARD_MIME, vcard, vcardFileName } from '../utils/vcard';

/** An `<a download>` for one contact card, its address made from a Blob and released when it goes. */
function ContactCardLink({ name, phone, label }: { name: string; phone: string; label: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([vcard(name, phone)], { type: VCARD_MIME }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [name, phone]);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      download={vcardFileName(name)}
      type={VCARD_MIME}
      variant="light"
      size="sm"
      leftSection={<IconAddressBook size={18} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** Downloadable contact cards (vCard) for the own and the family phone, named 'Ayesha Khan (Rishta #12)'. */
export function ContactCards({
  profileId,
  name,
  fatherName,
  phoneNo,
  familyPhoneNo,
}: {
  profileId: number;
  name?: string | null;
  fatherName?: string | null;
  phoneNo?: string | null;
  familyPhoneNo?: string | null;
}) {
  const own = presentText(phoneNo);
  const family = presentText(familyPhoneNo);
  if (!own && !family) return null;
  return (
    <Group gap="xs" role="group" aria-label={PANEL_MESSAGES.contactCardsTitle}>
      {own ? (
        <ContactCardLink
          name={PANEL_MESSAGES.vcardName(profileId, name, 'own')}
          phone={own}
          label={PANEL_MESSAGES.ownContactCard}
        />
      ) : null}
      {family ? (
        <ContactCardLink
          name={PANEL_MESSAGES.vcardName(profileId, fatherName, 'family')}
          phone={family}
          label={PANEL_MESSAGES.familyContactCard}
        />
      ) : null}
    </Group>
  );
}
