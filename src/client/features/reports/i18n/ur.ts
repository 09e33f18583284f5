import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of a family's report of a profile (namespace `report`). */
const report: CatalogOf<typeof en> = {
  button: 'شکایت',
  buttonLabel: 'اس پروفائل کی شکایت کریں',
  title: 'اس پروفائل کی شکایت کریں',
  intro:
    'ہماری ٹیم کو بتائیں کہ اس پروفائل میں کیا غلط ہے۔ اس خاندان کو نہیں بتایا جائے گا کہ اس کی شکایت ہوئی ہے، نہ یہ کہ کس نے کی۔',
  reasonLabel: 'وجہ',
  reasons: {
    'Fake profile': 'جعلی پروفائل',
    'Inappropriate pictures': 'نامناسب تصویریں',
    'Asked for money': 'پیسے مانگے',
    'Already married or engaged': 'پہلے سے شادی شدہ یا منگنی شدہ',
    Other: 'کوئی اور وجہ',
  },
  detailsLabel: 'تفصیل',
  detailsOptional: 'کیا ہوا؟ (اختیاری) · {{length}}/{{max}}',
  detailsRequired: 'کیا ہوا؟ · {{length}}/{{max}}',
  submit: 'شکایت بھیجیں',
  cancel: 'واپس',
  close: 'بند کریں',
  errors: {
    reason: 'براہ کرم وجہ منتخب کریں۔',
    details: 'براہ کرم بتائیں کہ کیا ہوا۔',
    tooMany: 'آپ آج بہت سی شکایات بھیج چکے ہیں۔ براہ کرم کل دوبارہ کوشش کریں، یا واٹس ایپ پر ہمیں بتائیں۔',
    failed: 'آپ کی شکایت نہیں بھیجی جا سکی۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  },
  thanks: 'شکریہ۔ ہماری ٹیم اس کا جائزہ لے گی۔',
};

export default report;
