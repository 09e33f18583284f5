/**
 * The privacy note's Urdu line, shown on English pages under the English line (the note is bilingual by
 * design). The Urdu catalog's `privacyNote` is the same text (checked by catalog.test.ts).
 */
export const PRIVACY_NOTE_URDU =
  'خاتون کی تصاویر، فون نمبر اور نام صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔';
