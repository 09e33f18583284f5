import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of the app's frame (namespace `common`). The brand stays 'Rishta', as on the logo. */
const common: CatalogOf<typeof en> = {
  meta: {
    siteName: 'Rishta',
    title: '{{title}} | Rishta',
    defaultTitle: 'Rishta – پاکستانی خاندانوں کے لیے قابلِ اعتماد رشتے',
    defaultDescription:
      'Rishta: پاکستان اور بیرونِ ملک مقیم پاکستانی خاندانوں کے لیے قابلِ اعتماد رشتے۔ اپنا پروفائل جمع کرائیں؛ ہماری ٹیم اسے دیکھ کر آپ کو موزوں رشتے بھیجے گی۔',
    notFoundDescription: 'یہ صفحہ Rishta پر موجود نہیں۔ ہوم پیج پر جائیں یا اپنا پروفائل جمع کرائیں۔',
  },
  loading: 'ایپلیکیشن لوڈ ہو رہی ہے...',
  skipLink: 'مرکزی مواد پر جائیں',
  app: {
    offline: 'آپ آف لائن ہیں۔',
    offlineDetail: 'آپ جو کچھ بھرتے ہیں وہ اسی فون پر محفوظ رہتا ہے۔',
    updateReady: 'رشتہ کا نیا ورژن تیار ہے۔',
    reload: 'دوبارہ لوڈ کریں',
  },
  nav: {
    main: 'مرکزی',
    home: 'Rishta، ہوم پیج',
    /** A matchmaker's count of profiles in Review (decision 031). */
    pendingReviews: 'زیرِ جائزہ پروفائل',
    pendingReviewsCount_one: 'زیرِ جائزہ: {{count}} پروفائل',
    pendingReviewsCount_other: 'زیرِ جائزہ: {{count}} پروفائل',
    heldEdits: 'جائزے کی منتظر تبدیلیاں',
    heldEditsCount_one: 'جائزے کی منتظر تبدیلیاں: {{count}} پروفائل',
    heldEditsCount_other: 'جائزے کی منتظر تبدیلیاں: {{count}} پروفائل',
    openReportsCount_one: 'حل طلب شکایات: {{count}}',
    openReportsCount_other: 'حل طلب شکایات: {{count}}',
    dashboard: 'ڈیش بورڈ',
  },
  language: {
    label: 'زبان',
    switchTo: 'یہ ویب سائٹ {{language}} میں پڑھیں',
  },
  footer: {
    aboutTitle: 'ہمارے بارے میں',
    about:
      'Rishta پاکستان اور بیرونِ ملک مقیم پاکستانی خاندانوں کے لیے رشتے کی خدمت ہے۔ ہماری ٹیم ہر پروفائل خود دیکھتی ہے اور رازداری اور روایات کا خیال رکھتے ہوئے اُن خاندانوں کا تعارف کراتی ہے جن کی شرائط آپس میں ملتی ہوں۔',
    contactTitle: 'رابطہ کریں',
    whatsapp: 'واٹس ایپ:',
    email: 'ای میل:',
    contactFallback: 'واٹس ایپ یا ای میل پر پیغام بھیجیں؛ ہماری ٹیم روزانہ جواب دیتی ہے۔',
    followTitle: 'ہم سے جڑے رہیں',
    whatsappLink: 'واٹس ایپ پر Rishta',
    emailLink: 'Rishta کو ای میل کریں',
    facebookLink: 'فیس بک پر Rishta',
    instagramLink: 'انسٹاگرام پر Rishta',
    youtubeLink: 'یوٹیوب پر Rishta',
    submitProfile: 'اپنا پروفائل جمع کرائیں',
    // The Latin part sits in a left-to-right isolate (\u2066 … \u2069), to read '© 2026 Rishta'.
    copyright: '\u2066© {{year}} Rishta\u2069۔ جملہ حقوق محفوظ ہیں۔',
  },
  chatButton: 'واٹس ایپ پر ہم سے بات کریں',
  goHome: 'ہوم پیج پر جائیں',
  submitProfile: 'پروفائل جمع کرائیں',
  tryAgain: 'دوبارہ کوشش کریں',
  close: 'بند کریں',
  passwordToggle: 'حروف دکھائیں یا چھپائیں',
  hidden: '[پوشیدہ]',
  addProfile: {
    title: 'اپنا پروفائل جمع کرائیں',
    description:
      'Rishta پر اپنا رشتے کا پروفائل جمع کرائیں: ذاتی، خاندانی اور تعلیمی معلومات اور جیون ساتھی کی شرائط۔ ہماری ٹیم جائزہ لے کر آپ کو موزوں رشتے بھیجے گی۔',
    intro:
      'براہ کرم نیچے دی گئی تفصیلات پُر کریں۔ ہماری ٹیم ہر پروفائل کا جائزہ لیتی ہے، اور جائزے کے چند دن بعد رشتے آنا شروع ہو جاتے ہیں۔',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'ہمیں یہ صفحہ نہیں ملا۔ ہو سکتا ہے لنک ادھورا یا پرانا ہو۔ اگر یہ لنک آپ کو ہماری ٹیم نے بھیجا ہے تو ان سے نیا لنک مانگ لیں۔',
  },
  routeError: {
    title: 'کچھ غلط ہو گیا',
    chunk:
      'یہ صفحہ لوڈ نہیں ہو سکا۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔ اگر Rishta ابھی اپ ڈیٹ ہوا ہے تو صفحہ دوبارہ لوڈ کرنے سے یہ ٹھیک ہو جائے گا۔',
    generic:
      'یہ صفحہ دکھاتے ہوئے کوئی خرابی ہو گئی۔ براہ کرم دوبارہ کوشش کریں؛ اگر ایسا بار بار ہو تو ہمیں واٹس ایپ پر بتائیں۔',
    reload: 'صفحہ دوبارہ لوڈ کریں',
  },
};

export default common;
