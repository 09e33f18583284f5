import type { BulkMessages } from './en';

/** Urdu of the bulk status change (the English is in en.ts); ids and the brand stay in Latin digits. */
const ur: BulkMessages = {
  selectProfile: (name: string) => `${name} کو منتخب کریں`,
  selectAll: 'اس صفحے کے تمام پروفائل منتخب کریں',
  toolbarLabel: 'کئی پروفائل ایک ساتھ بدلیں',
  selected: (n: number) => `${n} پروفائل منتخب`,
  clear: 'انتخاب ختم کریں',
  actions: { Active: 'منظور کریں', Review: 'دوبارہ جائزے میں', InActive: 'غیر فعال' },
  inactiveMenu: 'غیر فعال ہونے کی وجہ',
  statuses: { Active: 'فعال', Review: 'زیرِ جائزہ', InActive: 'غیر فعال' },
  reasons: {
    'Matched (the provider)': 'رشتہ طے (ہمارے ذریعے)',
    'Matched (Elsewhere)': 'رشتہ طے (کہیں اور)',
    'Not Interested': 'دلچسپی نہیں',
    'Duplicate profile': 'دہرا پروفائل',
    'Fake or unverifiable': 'جعلی یا ناقابلِ تصدیق',
    'Could not be reached': 'رابطہ نہیں ہو سکا',
    Other: 'دیگر',
  },
  noteLabel: 'نوٹ (وجہ)',
  noteHint: 'زیادہ سے زیادہ 200 حروف۔ یہ صرف میچ میکر دیکھتے ہیں۔',
  statusWithReason: (status: string, reason: string | null) => (reason ? `${status} · ${reason}` : status),
  confirmTitle: (n: number) => `${n} پروفائل کا اسٹیٹس بدلیں؟`,
  confirmText: (n: number, status: string) =>
    n === 1 ? `یہ پروفائل «${status}» ہو جائے گا:` : `یہ ${n} پروفائل «${status}» ہو جائیں گے:`,
  confirmYes: (action: string, n: number) => `${action} (${n})`,
  cancel: 'منسوخ کریں',
  done: (n: number, status: string) =>
    n === 1 ? `1 پروفائل اب «${status}» ہے۔` : `${n} پروفائل اب «${status}» ہیں۔`,
  failed: 'اسٹیٹس تبدیل نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  assign: 'ذمہ دار مقرر کریں',
  assignMenu: 'ذمہ دار میچ میکر',
  nobody: 'کوئی نہیں',
  confirmAssignTitle: (n: number) => `${n} پروفائل کا ذمہ دار مقرر کریں؟`,
  confirmAssignText: (n: number, who: string) =>
    n === 1
      ? `اس پروفائل کا ذمہ دار میچ میکر «${who}» ہو گا:`
      : `ان ${n} پروفائل کا ذمہ دار میچ میکر «${who}» ہو گا:`,
  confirmAssignNobody: (n: number) =>
    n === 1
      ? 'اس پروفائل کا کوئی ذمہ دار میچ میکر نہیں رہے گا:'
      : `ان ${n} پروفائل کا کوئی ذمہ دار میچ میکر نہیں رہے گا:`,
  assignYes: (n: number) => `مقرر کریں (${n})`,
  assigned: (n: number, who: string) =>
    n === 1 ? `1 پروفائل اب «${who}» کے ذمے ہے۔` : `${n} پروفائل اب «${who}» کے ذمے ہیں۔`,
  assignedNobody: (n: number) =>
    n === 1
      ? '1 پروفائل کا اب کوئی ذمہ دار میچ میکر نہیں۔'
      : `${n} پروفائل کا اب کوئی ذمہ دار میچ میکر نہیں۔`,
  assignFailed: 'ذمہ دار مقرر نہیں ہو سکا۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  skippedTitle: (n: number) => (n === 1 ? '1 پروفائل تبدیل نہیں ہوا' : `${n} پروفائل تبدیل نہیں ہوئے`),
  skippedLine: (id: number, by: string | null) =>
    by
      ? `#${id} کو فہرست کھلنے کے بعد ${by} نے بدل دیا تھا۔`
      : `#${id} کو فہرست کھلنے کے بعد کسی اور نے بدل دیا تھا۔`,
  skippedAdvice: 'فہرست اب انہیں ان کی موجودہ حالت میں دکھا رہی ہے: انہیں دوبارہ دیکھ کر پھر کوشش کریں۔',
};

export default ur;
