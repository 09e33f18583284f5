import { URDU_CITY_NAMES } from '@shared/places/urdu-names';

/**
 * Urdu labels of the closed lists of src/shared/enums.ts (and the connection summaries), keyed by the English value (natural-language keys).
 * The value sent to the API stays the English one; only what the family reads changes. A value missing here
 * (a family's own 'Other' entry, a place not in the list) shows as it is.
 */
const optionsUr: Record<string, string> = {
  // Gender
  Male: 'مرد',
  Female: 'خاتون',
  // Marital status
  Single: 'غیر شادی شدہ',
  Divorced: 'طلاق یافتہ',
  Widowed: 'بیوہ / رنڈوا',
  'Nikah Broken (No Rukhsati)': 'نکاح ختم (رخصتی نہیں ہوئی)',
  Married: 'شادی شدہ',
  // Residence
  Own: 'اپنا گھر',
  Rented: 'کرائے کا گھر',
  Official: 'سرکاری رہائش',
  // Religion
  Muslim: 'مسلمان',
  Hindu: 'ہندو',
  Christian: 'مسیحی',
  Sikh: 'سکھ',
  Other: 'دیگر',
  // Sect
  Sunni: 'سنی',
  'Ahle Hadees': 'اہلِ حدیث',
  Shia: 'شیعہ',
  'Syed (Sunni)': 'سید (سنی)',
  'Syed (Shia)': 'سید (شیعہ)',
  // Native language
  Punjabi: 'پنجابی',
  'Urdu Speaking': 'اردو',
  Pashto: 'پشتو',
  Saraiki: 'سرائیکی',
  Kashmiri: 'کشمیری',
  Hindko: 'ہندکو',
  Sindhi: 'سندھی',
  Balochi: 'بلوچی',
  // Job type ('Un Employed' reads 'Not Working' in English)
  Private: 'نجی ملازمت',
  Government: 'سرکاری ملازمت',
  Business: 'کاروبار',
  'Un Employed': 'برسرِ روزگار نہیں',
  // Connection summaries on cards (src/shared/connection-summary.ts), keyed by their English label
  'Rejected by you': 'آپ نے انکار کیا',
  'Rejected by them': 'انہوں نے انکار کیا',
  'Interested in you': 'آپ میں دلچسپی رکھتے ہیں',
  'Awaiting their response': 'ان کے جواب کا انتظار',
  Received: 'موصول ہوا',
  'In contact': 'رابطے میں',
  Matched: 'رشتہ طے',
  // Inactive reasons (src/shared/enums.ts INACTIVE_REASONS, decision 071); 'Other' is above
  'Matched (the provider)': 'رشتہ طے (ہمارے ذریعے)',
  'Matched (Elsewhere)': 'رشتہ طے (کہیں اور)',
  'Not Interested': 'دلچسپی نہیں',
  'Duplicate profile': 'دہرا پروفائل',
  'Fake or unverifiable': 'جعلی یا ناقابلِ تصدیق',
  'Could not be reached': 'رابطہ نہیں ہو سکا',
  // The listed cities' Urdu names (placeLabel, issue 30 item 10): lists and profiles say لاہور as the form does.
  ...URDU_CITY_NAMES,
};

export default optionsUr;
