import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of a family's block of a profile (namespace `block`). */
const block: CatalogOf<typeof en> = {
  button: 'بلاک کریں',
  buttonLabel: 'اس پروفائل کو بلاک کریں',
  title: 'اس پروفائل کو بلاک کریں؟',
  intro: 'اس پروفائل کو بلاک کرنے پر:',
  points: {
    hidden: 'آپ کو یہ پروفائل نظر نہیں آئے گا، اور اس خاندان کو آپ کا پروفائل نظر نہیں آئے گا۔',
    interest: 'اگر آپ نے دلچسپی ظاہر کی تھی تو وہ واپس ہو جائے گی، جیسے "دلچسپی نہیں" کہنے پر ہوتا ہے۔',
    sends: 'ہماری ٹیم آپ دونوں کے پروفائل ایک دوسرے کو نہیں بھیجے گی۔',
    notTold: 'اس خاندان کو نہیں بتایا جائے گا کہ آپ نے اسے بلاک کیا ہے۔',
  },
  undo: 'آپ جب چاہیں "میرے رابطے" میں "بلاک کیے گئے پروفائل" کے نیچے اسے ان بلاک کر سکتے ہیں۔',
  confirm: 'بلاک کریں',
  cancel: 'واپس',
  close: 'بند کریں',
  failed: 'پروفائل بلاک نہیں ہو سکا۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
};

export default block;
