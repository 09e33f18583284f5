/**
 * The keys possible duplicates are found by (issue 18, decision 038), kept apart from src/shared/duplicates.ts
 * so that the client's profile schemas do not carry the city list: the server writes them on every save
 * (columns `phone_key`, `family_phone_key`, `name_father_city_key`, indexed) and compares them in SQL.
 */
import { cityKey } from './city';
import { DUPLICATE_MATCHES, type DuplicateMatch } from './duplicates';
import { normalisePhone } from './phone';

/**
 * A phone's key: the stored form of src/shared/phone.ts (+92 300 1234567, 03001234567, 0092 300 1234567 and
 * 0300-1234567 are all +923001234567), and a Pakistani number written with its trunk 0 after +92 (+92 0300…,
 * which the international pattern accepts) as the same number. Null for no phone.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const stored = normalisePhone(phone ?? '');
  if (!stored) return null;
  return stored.startsWith('+920') ? `+92${stored.slice(4)}` : stored;
}

/** A name as compared: case, spaces, dots and Arabic-keyboard letters make no difference ("M. Ali" = "m ali"). */
export function nameKey(text: string | null | undefined): string {
  return cityKey(text ?? '').replace(/ /g, '');
}

/**
 * Name, father's name and city as one key; null unless all three are there (a profile without its father's
 * name matches by phone only).
 */
export function nameFatherCityKey(
  name: string | null | undefined,
  fatherName: string | null | undefined,
  city: string | null | undefined,
): string | null {
  const parts = [nameKey(name), nameKey(fatherName), nameKey(city)];
  // The parts hold no spaces, so one between them keeps "ab c" and "a bc" apart.
  return parts.every(Boolean) ? parts.join(' ') : null;
}

/** The keys a profile is compared by (columns `phone_key`, `family_phone_key`, `name_father_city_key`). */
export type DuplicateKeys = {
  phoneKey: string | null;
  familyPhoneKey: string | null;
  nameFatherCityKey: string | null;
};

export function duplicateKeysOf(profile: {
  phoneNo: string | null;
  familyPhoneNo: string | null;
  name: string | null;
  fatherName: string | null;
  city: string | null;
}): DuplicateKeys {
  return {
    phoneKey: phoneKey(profile.phoneNo),
    familyPhoneKey: phoneKey(profile.familyPhoneNo),
    nameFatherCityKey: nameFatherCityKey(profile.name, profile.fatherName, profile.city),
  };
}

/** What two profiles' keys have in common, in the order of DUPLICATE_MATCHES; empty when nothing. */
export function matchesBetween(a: DuplicateKeys, b: DuplicateKeys): DuplicateMatch[] {
  const same = (x: string | null, y: string | null) => x !== null && x === y;
  const found: Record<DuplicateMatch, boolean> = {
    phone: same(a.phoneKey, b.phoneKey),
    familyPhone: same(a.familyPhoneKey, b.familyPhoneKey),
    phoneAndFamilyPhone: same(a.phoneKey, b.familyPhoneKey) || same(a.familyPhoneKey, b.phoneKey),
    nameFatherCity: same(a.nameFatherCityKey, b.nameFatherCityKey),
  };
  return DUPLICATE_MATCHES.filter((match) => found[match]);
}
