import type { CatalogOf } from '@client/lib/catalog';
import { formQuestions } from '@shared/profile-fields';
import type en from './en';

/** Urdu of the profile form (namespace `form`). Numbers and amounts stay in digits. */
const form: CatalogOf<typeof en> = {
  titleEdit: 'اپنا پروفائل اپ ڈیٹ کریں',
  titleEditAdmin: 'پروفائل اپ ڈیٹ کریں',
  meta: {
    editDescription:
      'اپنا Rishta پروفائل اپ ڈیٹ کریں: ذاتی، خاندانی اور تعلیمی معلومات اور جیون ساتھی کی شرائط۔',
  },
  requiredNote: 'جن خانوں پر * کا نشان ہے انہیں پُر کرنا ضروری ہے۔',
  privacyNote:
    'خاتون کی تصاویر، فون نمبر اور نام صرف اُن کی منظوری کے بعد ہی کسی رشتے کے ساتھ شیئر کیے جاتے ہیں۔',

  sections: {
    personal: 'ذاتی معلومات',
    family: 'خاندانی معلومات',
    education: 'تعلیم اور پیشہ',
    partner: 'جیون ساتھی کی شرائط',
    admin: 'ٹیم کی ترتیبات',
  },

  labels: {
    // The profile's fields as the form asks them: the table of profile fields (src/shared/profile-fields.ts).
    ...formQuestions('ur'),
    marriedYearsPart: 'شادی کا دورانیہ (سال)',
    marriedMonthsPart: 'شادی کا دورانیہ (مہینے)',
    religionOther: 'براہ کرم اپنا مذہب لکھیں',
    nativeLanguageOther: 'براہ کرم اپنی مادری زبان لکھیں',
    partnerMinAge: 'کم از کم عمر',
    partnerMaxAge: 'زیادہ سے زیادہ عمر',
    partnerMaritalStatus: 'جیون ساتھی کی ازدواجی حیثیت',
    partnerSect: 'جیون ساتھی کا مسلک',
    partnerCaste: 'جیون ساتھی کی ذات یا برادری (اختیاری)',
    partnerCity: 'جیون ساتھی کا شہر',
    partnerMoreCities: 'دیگر شہر',
    partnerLocationRadius: 'اس شہر سے فاصلہ',
    partnerMinEducationYears: 'جیون ساتھی کی کم از کم تعلیم (سال)',
    partnerMinHeightFt: 'جیون ساتھی کا کم از کم قد (فٹ)',
    partnerMinHeightIn: 'جیون ساتھی کا کم از کم قد (انچ)',
    status: 'اسٹیٹس',
    inactiveReason: 'غیر فعال ہونے کی وجہ',
    inactiveNote: 'نوٹ (وجہ)',
    paidFee: 'ادا شدہ فیس (روپے)',
  },

  hints: {
    address: 'مثلاً: بلاک C، ماڈل ٹاؤن',
    heightFt: 'پہلے فٹ، پھر انچ',
    marriedDuration: 'شادی کتنے سال اور مہینے رہی',
    aboutYou: 'آپ کا مزاج، دلچسپیاں، عادات اور ہر وہ بات جو کسی خاندان کو معلوم ہونی چاہیے',
    brothersDetails: 'وہ کیا کرتے ہیں، بیرونِ ملک رہتے ہیں یا نہیں، وغیرہ',
    educationYears:
      'میٹرک 10، ایف اے / ایف ایس سی 12، بی اے / بی ایس سی 14، ایم اے / ایم ایس سی یا بی ایس 16',
    partnerDetails: 'عمر، قد، تعلیم، شہر، خاندانی پس منظر…',
    pictures:
      'زیادہ سے زیادہ 10 تصاویر، ہر ایک 30 MB تک؛ بھیجنے سے پہلے یہ آپ کے فون پر چھوٹی کر دی جاتی ہیں۔ صاف اور حالیہ تصاویر پر زیادہ جواب آتے ہیں۔',
    customChoice: 'اگر آپ کا جواب فہرست میں نہیں تو "دیگر" منتخب کریں۔',
  },

  requirements: {
    intro:
      'آپ کی فہرست میں صرف وہی پروفائل آئیں گے جو ان شرائط پر پورے اتریں، اور آپ کا پروفائل صرف وہی خاندان دیکھ سکیں گے جن کی شرائط پر آپ پورے اترتے ہیں۔ جو خانہ خالی چھوڑیں وہاں ہمارا معمول کا انتخاب لاگو ہوگا: آپ کی عمر کے قریب، آپ کا مسلک اور آپ کا شہر۔',
    anyMaritalStatus: 'ہمارے معمول کے انتخاب کے لیے کوئی بھی نشان نہ لگائیں۔',
    alsoCities: 'مزید: {{cities}}',
    distance: {
      '0': 'صرف یہی شہر',
      '25': '25 کلومیٹر تک',
      '50': '50 کلومیٹر تک',
      '100': '100 کلومیٹر تک',
      '200': '200 کلومیٹر تک',
      '400': '400 کلومیٹر تک',
    },
  },

  cityPicker: {
    placeholder: 'تلاش کے لیے لکھیں',
    notInList: 'میرا شہر فہرست میں نہیں ہے',
    nothingFound: 'فہرست میں ایسا کوئی شہر نہیں',
    pickFromList: 'براہ کرم فہرست میں سے اپنا شہر منتخب کریں، یا "میرا شہر فہرست میں نہیں ہے" چنیں۔',
    notInListHint: 'اپنا شہر، قصبہ یا گاؤں لکھیں۔',
    backToList: 'فہرست میں سے منتخب کریں',
  },

  choose: 'منتخب کریں',
  yes: 'ہاں',
  no: 'نہیں',
  other: 'دیگر',
  quickFill: 'Rs {{amount}}',
  quickFillLabel: 'ادا شدہ فیس Rs {{amount}} کر دیں',

  submitCreate: 'پروفائل جمع کرائیں',
  submitEdit: 'پروفائل اپ ڈیٹ کریں',
  deleteProfile: 'پروفائل حذف کریں',
  matchProfile: 'پروفائل میچ کریں',
  deleteConfirmTitle: 'پروفائل حذف کریں',
  deleteConfirm: 'پروفائل کا اسٹیٹس بدلنے پر غور کریں۔ کیا آپ واقعی یہ پروفائل حذف کرنا چاہتے ہیں؟',
  deleteConfirmYes: 'حذف کریں',
  cancel: 'منسوخ کریں',
  deleted: 'پروفائل حذف کر دیا گیا۔',

  alertTitle: 'براہ کرم توجہ دیں',
  alertOk: 'ٹھیک ہے',
  submitFailed: 'پروفائل جمع نہیں ہو سکا۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  deleteFailed: 'پروفائل حذف نہیں ہو سکا۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  picturesFailed: 'کچھ تصاویر اپ لوڈ نہیں ہو سکیں۔ براہ کرم انہیں ہٹا دیں یا دوبارہ اپ لوڈ کریں۔',
  picturesBusy: 'براہ کرم تصاویر اپ لوڈ ہونے کا انتظار کریں، پھر دوبارہ جمع کرائیں۔',
  fixErrors: 'براہ کرم نشان زدہ خانے درست کریں۔',
  tooManySubmissions:
    'آپ کے نیٹ ورک سے ابھی بہت زیادہ پروفائل بھیجے گئے ہیں۔ براہ کرم چند منٹ بعد دوبارہ کوشش کریں، یا اپنی تفصیلات ہمیں واٹس ایپ پر بھیج دیں۔',
  sendOnWhatsApp: 'واٹس ایپ پر بھیجیں',
  whatsappDetailsText: 'السلام علیکم۔ ویب سائٹ پر میرا پروفائل جمع نہیں ہو سکا۔ میری تفصیلات یہ ہیں:',

  /** A submission without a connection, kept on the phone (issue 19). */
  kept: 'اس فون پر محفوظ ہو گیا ہے۔ جیسے ہی آپ آن لائن ہوں گے، یہ بھیج دیا جائے گا۔',
  /** The kept submission went from another page of the app (issue 30, decision 062). */
  keptSentTitle: 'آپ کی پروفائل بھیج دی گئی ہے',
  keptSent: 'اس فون پر محفوظ پروفائل {{time}} پر بھیج دی گئی۔ ہمارے میچ میکر اس کا جائزہ لیں گے۔',
  keptRefusedTitle: 'آپ کی پروفائل نہیں بھیجی جا سکی',
  keptOpenForm: 'فارم کھولیں',
  keptClose: 'بند کریں',
  successTitle: 'شکریہ!',
  success: 'آپ کا پروفائل کامیابی سے جمع ہو گیا ہے۔ ہم جلد آپ سے رابطہ کریں گے۔',
  submitAnother: 'ایک اور پروفائل جمع کرائیں',
  viewProfile: 'پروفائل دیکھیں',
  updated: 'آپ کا پروفائل اپ ڈیٹ ہو گیا ہے۔',
  conflict: {
    title: 'کسی اور نے یہ پروفائل بدل دیا ہے',
    body: 'جب آپ کا فارم کھلا تھا تو {{name}} نے {{when}} تبدیلیاں محفوظ کیں۔ آپ کی کوئی تبدیلی ابھی محفوظ نہیں ہوئی۔ ہر خانے کے لیے چنیں کہ کون سی قدر رکھنی ہے؛ باقی جو آپ نے لکھا وہ ویسا ہی رہے گا۔',
    someone: 'کسی',
    justNow: 'ابھی ابھی',
    yours: 'آپ کی',
    theirs: 'ان کی',
    empty: '(خالی)',
    save: 'ان انتخابات کے ساتھ محفوظ کریں',
    cancel: 'فارم پر واپس',
    field: 'خانہ',
    noPictures: 'کوئی تصویر نہیں',
    picture: 'تصویر {{n}}',
    pictureGone: 'دوسری تبدیلی میں ہٹا دی گئی',
  },
  heldNote: {
    title: 'آپ کی تبدیلیاں جائزے کی منتظر ہیں',
    body: 'جب تک Rishta کی ٹیم نئی تحریر منظور نہیں کر لیتی، دوسرے خاندانوں کو آپ کی پچھلی تحریر ہی نظر آئے گی۔ فارم میں آپ کی نئی تحریر موجود ہے۔',
  },
  updatedAdmin: 'پروفائل اپ ڈیٹ ہو گیا ہے۔',

  loadFailedTitle: 'پروفائل لوڈ نہیں ہو سکا',
  loadFailed: 'ہم یہ پروفائل لوڈ نہیں کر سکے۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  signInToEditTitle: 'براہ کرم لاگ اِن کریں',
  signInToEdit: 'اپنا پروفائل اپ ڈیٹ کرنے کے لیے براہ کرم اپنے ذاتی لاگ اِن لنک سے لاگ اِن کریں۔',
  notYourProfileTitle: 'اجازت نہیں',
  notYourProfile: 'آپ صرف اپنا پروفائل تبدیل کر سکتے ہیں۔',
  retry: 'دوبارہ کوشش کریں',

  filepond: {
    labelIdle: 'اپنی تصاویر یہاں لا کر چھوڑیں یا <span class="filepond--label-action">منتخب کریں</span>',
    labelFileTypeNotAllowed: 'صرف تصاویر اپ لوڈ کی جا سکتی ہیں',
    fileValidateTypeLabelExpectedTypes: 'براہ کرم تصویر منتخب کریں (JPEG، PNG، WebP…)',
    labelMaxFileSizeExceeded: 'تصویر بہت بڑی ہے',
    labelMaxFileSize: 'زیادہ سے زیادہ سائز {filesize} ہے',
    labelFileProcessingError: 'اپ لوڈ نہیں ہو سکی',
    labelTapToRetry: 'دوبارہ کوشش کے لیے ٹیپ کریں',
    labelTapToUndo: 'واپس لینے کے لیے ٹیپ کریں',
    labelTapToCancel: 'منسوخ کرنے کے لیے ٹیپ کریں',
    labelFileProcessing: 'اپ لوڈ ہو رہی ہے',
    labelFileProcessingComplete: 'اپ لوڈ مکمل',
    labelFileLoading: 'لوڈ ہو رہی ہے',
    labelFileLoadError: 'تصویر لوڈ نہیں ہو سکی',
    labelFileWaitingForSize: 'سائز کا انتظار ہے',
    labelFileProcessingAborted: 'اپ لوڈ منسوخ ہو گئی',
    labelFileProcessingRevertError: 'تصویر ہٹائی نہیں جا سکی',
    labelButtonRemoveItem: 'ہٹائیں',
    labelButtonAbortItemProcessing: 'منسوخ کریں',
    labelButtonUndoItemProcessing: 'واپس لیں',
    labelButtonRetryItemProcessing: 'دوبارہ کوشش کریں',
    labelButtonProcessItem: 'اپ لوڈ کریں',
  },
};

export default form;
