import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of My Connections (namespace `connections`). */
const connections: CatalogOf<typeof en> = {
  meta: {
    description:
      'وہ پروفائل جن سے Rishta کے ذریعے آپ کا رابطہ ہے: کس کو آپ میں دلچسپی ہے، اور آپ نے کسے پسند کیا۔',
  },
  heading: 'میرے رابطے',
  loading: 'آپ کے رابطے لوڈ ہو رہے ہیں…',
  loadFailed: 'رابطے لوڈ نہیں ہو سکے',
  retry: 'دوبارہ کوشش کریں',
  adminNote: '"میرے رابطے" میں کسی خاندان کے رابطے دکھائے جاتے ہیں۔ ٹیم کے لوگ رابطے ڈیش بورڈ پر دیکھتے ہیں۔',
  toDashboard: 'ڈیش بورڈ کھولیں',

  sections: {
    interestedInYou: {
      title: 'جنہیں آپ میں دلچسپی ہے',
      empty: 'اس وقت کسی پروفائل نے آپ میں دلچسپی ظاہر نہیں کی',
    },
    sentToYou: {
      title: 'آپ کو بھیجے گئے پروفائل',
      empty: 'کوئی نیا پروفائل آپ کے جواب کا منتظر نہیں',
    },
    youAreInterested: {
      title: 'جن میں آپ کو دلچسپی ہے',
      empty: 'آپ نے ابھی تک کسی پروفائل میں دلچسپی ظاہر نہیں کی',
    },
    rejected: {
      title: 'مسترد کیے گئے پروفائل',
      empty: 'کوئی مسترد پروفائل نہیں',
    },
  },

  bothInterested: 'آپ دونوں کو دلچسپی ہے',
  contactUs: 'واٹس ایپ پر ہم سے رابطہ کریں',

  blocked: {
    title: 'بلاک کیے گئے پروفائل',
    note: 'یہ پروفائل آپ کو نظر نہیں آتے، اور انہیں آپ کا پروفائل نظر نہیں آتا۔',
    unblock: 'ان بلاک کریں',
    unblockLabel: '{{name}} کو ان بلاک کریں',
    unblocked: 'ان بلاک ہو گیا۔ یہ پروفائل دوبارہ آپ کی فہرست میں آ سکتا ہے۔',
    failed: 'پروفائل ان بلاک نہیں ہو سکا۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  },

  profileNumber: 'پروفائل #{{id}}',
  years: '{{age}} سال',
  pictureAlt: '{{name}} کی تصویر',
  education: 'تعلیم',
  job: 'ملازمت',
};

export default connections;
