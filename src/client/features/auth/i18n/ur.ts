import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of sign-in and sign-out (namespace `auth`). */
const auth: CatalogOf<typeof en> = {
  overlayTitle: 'لاگ اِن ضروری ہے',
  emailLabel: 'ای میل',
  emailPlaceholder: 'ای میل درج کریں',
  passwordLabel: 'پاس ورڈ',
  passwordPlaceholder: 'پاس ورڈ درج کریں',
  loginButton: 'لاگ اِن',
  bothFieldsRequired: 'دونوں خانے پُر کرنا ضروری ہے۔',
  invalidCredentials: 'صارف نام یا پاس ورڈ درست نہیں!',
  couldNotLogin: 'لاگ اِن نہیں ہو سکا۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  unknownError:
    'کوئی نامعلوم خرابی پیش آ گئی۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھیں اور کچھ دیر بعد دوبارہ کوشش کریں۔',
  storedCredentialsRejected: 'صارف نام یا پاس ورڈ درست نہیں',
  loginLinkHint: 'خاندان اُس ذاتی لاگ اِن لنک سے داخل ہوتے ہیں جو ہماری ٹیم انہیں بھیجتی ہے۔',
  familySessionEnded:
    'آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم اپنا ذاتی لاگ اِن لنک دوبارہ کھولیں، یا ہم سے نیا لنک مانگیں۔',
  familyAskOnWhatsApp: 'واٹس ایپ پر پوچھیں',
  familyNewLinkText: 'Aoa. Please send me a new login link (Profile Id: {{id}})',
  matchmakerSignIn: 'میچ میکر کا لاگ اِن',
  lostLinkTitle: 'خاندان ہیں؟ لاگ اِن لنک کھو گیا؟',
  lostLinkHelp:
    'خاندان اوپر والا ای میل اور پاس ورڈ استعمال نہیں کرتے: آپ اپنے ذاتی لاگ اِن لنک سے داخل ہوتے ہیں۔ اپنے پروفائل والا فون نمبر لکھیں اور واٹس ایپ پر ہم سے پوچھیں، ہم آپ کا لنک دوبارہ بھیج دیں گے۔',
  lostLinkPhoneLabel: 'آپ کے پروفائل والا فون نمبر',
  lostLinkButton: 'واٹس ایپ پر اپنا لنک مانگیں',
  lostLinkPhoneNeeded: 'براہ کرم اپنے پروفائل والا فون نمبر لکھیں۔',
  lostLinkPhoneInvalid: 'براہ کرم درست فون نمبر لکھیں، مثال کے طور پر 03001234567۔',
  magicSigningIn: 'آپ کو لاگ اِن کیا جا رہا ہے…',
  magicLinkInvalid: 'یہ لاگ اِن لنک اب درست نہیں رہا۔ براہ کرم ہماری ٹیم سے نیا لنک مانگیں۔',
  magicLinkMissing: 'براہ کرم اپنا ذاتی لاگ اِن لنک دوبارہ کھولیں، جیسا کہ آپ کو موصول ہوا تھا۔',
  magicLinkTitle: 'لاگ اِن لنک',
  magicLinkDescription:
    'آپ کا ذاتی Rishta لاگ اِن لنک: یہ آپ کو لاگ اِن کر کے آپ کے لیے چنے گئے پروفائل کھولتا ہے۔',
  signInNeededTitle: 'براہ کرم لاگ اِن کریں',
  signInNeeded: 'یہ صفحہ دیکھنے کے لیے لاگ اِن کرنا ضروری ہے۔',
  notAllowedTitle: 'اجازت نہیں',
  notAllowed: 'آپ یہ صفحہ نہیں دیکھ سکتے۔ یہ صرف Rishta کی ٹیم (ایڈمنسٹریٹرز) کے لیے ہے۔',
  roleAdmin: 'ایڈمنسٹریٹر',
  roleUser: 'صارف',
  greeting: 'السلام علیکم، {{firstName}}!',
  logout: 'لاگ آؤٹ',
  loggingOut: 'لاگ آؤٹ ہو رہا ہے…',
  menuButtonLabel: 'صارف مینو کھولیں',
  menu: {
    dashboard: 'ڈیش بورڈ',
    overview: 'جائزہ',
    activeProfiles: 'فعال پروفائل',
    pendingReviews: 'زیرِ جائزہ پروفائل',
    inactiveProfiles: 'غیر فعال پروفائل',
    myProfile: 'میرا پروفائل',
    myConnections: 'میرے رابطے',
    findMatch: 'رشتہ تلاش کریں',
    myFamilies: 'میرے خاندان',
    team: 'ٹیم',
  },
};

export default auth;
