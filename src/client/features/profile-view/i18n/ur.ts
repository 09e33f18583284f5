import type { CatalogOf } from '@client/lib/catalog';
import type en from './en';

/** Urdu of the profile view (namespace `profileView`). Numbers, amounts and phone numbers stay in digits. */
const profileView: CatalogOf<typeof en> = {
  profileNumber: 'پروفائل #{{id}}',
  ageYears: '{{age}} سال',

  loading: 'پروفائل لوڈ ہو رہا ہے…',
  notReachableTitle: 'پروفائل دستیاب نہیں',
  notReachable:
    'یہ پروفائل آپ کے لیے دستیاب نہیں۔ ہو سکتا ہے اسے ہٹا دیا گیا ہو، یا یہ آپ کو بھیجے گئے رشتوں میں شامل نہ ہو۔',
  loadFailedTitle: 'پروفائل لوڈ نہیں ہو سکا',
  loadFailed: 'پروفائل لوڈ نہیں ہو سکا۔ براہ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  signInTitle: 'براہ کرم لاگ اِن کریں',
  signIn:
    'یہ پروفائل دیکھنے کے لیے براہ کرم لاگ اِن کریں۔ خاندان اُس لاگ اِن لنک سے لاگ اِن کرتے ہیں جو انہیں Rishta کی ٹیم بھیجتی ہے۔',
  tryAgain: 'دوبارہ کوشش کریں',
  login: 'لاگ اِن',
  goHome: 'ہوم پیج پر جائیں',

  myProfile: {
    title: 'میرا پروفائل',
    edit: 'پروفائل میں ترمیم کریں',
    noneTitle: 'ابھی کوئی پروفائل نہیں',
    none: 'آپ کے اکاؤنٹ کا اپنا کوئی پروفائل نہیں۔ رشتے موصول کرنے کے لیے اپنا پروفائل جمع کرائیں۔',
    submit: 'پروفائل جمع کرائیں',
  },

  heldNote: {
    title: 'آپ کی تبدیلیاں جائزے کی منتظر ہیں',
    body: 'جب تک Rishta کی ٹیم نئی تحریر منظور نہیں کر لیتی، دوسرے خاندانوں کو آپ کی پچھلی تحریر ہی نظر آئے گی۔ یہاں آپ اپنی نئی تحریر دیکھ رہے ہیں۔',
    fields: 'منتظر: {{fields}}',
  },

  matchingFor: 'پروفائل #{{id}} کے لیے رشتے',
  matchingForNamed: 'پروفائل {{label}} کے لیے رشتے',
  backToMatches: 'رشتوں کی فہرست پر واپس',
  matchReasons: 'یہ رشتہ کیوں موزوں ہے',

  pictures: {
    label: 'تصاویر',
    alt: '{{total}} میں سے تصویر {{n}}',
    open: '{{total}} میں سے تصویر {{n}} کھولیں',
    counter: '{{n}} / {{total}}',
    previous: 'پچھلی تصویر',
    next: 'اگلی تصویر',
    close: 'بند کریں',
    viewerTitle: 'تصاویر',
    none: 'ابھی کوئی تصویر نہیں',
    hiddenPrivate: 'خاندان کی خواہش پر تصاویر پوشیدہ رکھی گئی ہیں۔',
    hiddenUntilApproved: 'خاتون کی تصاویر صرف اُس وقت دکھائی جاتی ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',
  },

  // The same lines as privacy-note-ur.ts (catalog.test.ts), written out: importing it would cost a chunk.
  privacyNotes: {
    herOwn:
      'کوئی بھی خاندان آپ کا نام اور تصاویر صرف اُس وقت دیکھ سکتا ہے جب آپ اُس کے پروفائل میں دلچسپی ظاہر کریں۔ آپ کا فون نمبر، پتہ اور ای میل دوسرے خاندانوں کو کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    herOwnPicturesPrivate:
      'کوئی بھی خاندان آپ کا نام صرف اُس وقت دیکھ سکتا ہے جب آپ اُس کے پروفائل میں دلچسپی ظاہر کریں۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں: انہیں صرف ہماری ٹیم دیکھتی ہے۔ آپ کا فون نمبر، پتہ اور ای میل دوسرے خاندانوں کو کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    hisOwn:
      'جن خاندانوں سے آپ کا رشتہ ملایا جاتا ہے وہ آپ کا نام اور تصاویر دیکھ سکتے ہیں۔ آپ کا فون نمبر، پتہ اور ای میل انہیں کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    hisOwnPicturesPrivate:
      'جن خاندانوں سے آپ کا رشتہ ملایا جاتا ہے وہ آپ کا نام دیکھ سکتے ہیں۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں: انہیں صرف ہماری ٹیم دیکھتی ہے۔ آپ کا فون نمبر، پتہ اور ای میل انہیں کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    beforeSheAccepts:
      'خاتون کی تصاویر، فون نمبر اور نام صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',
    beforeSheAcceptsPicturesPrivate:
      'خاتون کا نام اور فون نمبر صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں۔',
    afterSheAccepts:
      'انہوں نے آپ کا پروفائل منظور کر لیا ہے، اس لیے آپ ان کا نام اور تصاویر دیکھ سکتے ہیں۔ براہ کرم انہیں اپنے تک رکھیں۔ فون نمبر ہمارے ذریعے شیئر کیے جاتے ہیں۔',
    afterSheAcceptsPicturesPrivate:
      'انہوں نے آپ کا پروفائل منظور کر لیا ہے، اس لیے آپ ان کا نام دیکھ سکتے ہیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں۔ فون نمبر ہمارے ذریعے شیئر کیے جاتے ہیں۔',
    womanViewingMan:
      'یہ خاندان ابھی آپ کا نام اور تصاویر نہیں دیکھ سکتا؛ آپ کے اس پروفائل میں دلچسپی ظاہر کرنے کے بعد ہی وہ انہیں دیکھ سکے گا۔',
    womanViewingManPicturesPrivate:
      'یہ خاندان ابھی آپ کا نام نہیں دیکھ سکتا؛ آپ کے اس پروفائل میں دلچسپی ظاہر کرنے کے بعد ہی وہ اسے دیکھ سکے گا۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔',
    womanViewingManAfterInterested:
      'آپ نے دلچسپی ظاہر کر دی ہے، اس لیے اب یہ خاندان آپ کا نام اور تصاویر دیکھ سکتا ہے۔ آپ کا فون نمبر انہیں نہیں دکھایا جاتا؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    womanViewingManAfterInterestedPicturesPrivate:
      'آپ نے دلچسپی ظاہر کر دی ہے، اس لیے اب یہ خاندان آپ کا نام دیکھ سکتا ہے۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔ آپ کا فون نمبر انہیں نہیں دکھایا جاتا؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
    womanViewingManDeclined:
      'یہ رشتہ آگے نہیں بڑھ رہا، اس لیے یہ خاندان آپ کا نام اور تصاویر نہیں دیکھ سکتا۔',
    womanViewingManDeclinedPicturesPrivate:
      'یہ رشتہ آگے نہیں بڑھ رہا، اس لیے یہ خاندان آپ کا نام نہیں دیکھ سکتا۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔',
    forMatchmakers: 'خاندان ان کا نام اور تصاویر صرف اُس وقت دیکھتے ہیں جب وہ ان کا پروفائل منظور کر لیں۔',
    forMatchmakersPicturesPrivate:
      'خاندان ان کا نام صرف اُس وقت دیکھتے ہیں جب وہ ان کا پروفائل منظور کر لیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں: کوئی خاندان انہیں نہیں دیکھتا۔',
  },

  verified: {
    title: 'Rishta کی طرف سے تصدیق شدہ',
    checks: {
      phone: 'فون نمبر کی تصدیق ہو چکی',
      cnic: 'شناختی کارڈ دیکھا گیا',
      meeting: 'ذاتی طور پر ملاقات ہو چکی',
      education: 'تعلیمی اسناد دیکھی گئیں',
    },
  },

  sections: {
    personal: 'ذاتی معلومات',
    family: 'خاندانی معلومات',
    education: 'تعلیم اور پیشہ',
    partner: 'جیون ساتھی کی شرائط',
  },
  showMore: 'مزید پڑھیں',
  showLess: 'کم دکھائیں',

  fields: {
    name: 'نام',
    age: 'عمر',
    gender: 'جنس',
    maritalStatus: 'ازدواجی حیثیت',
    marriedYears: 'شادی کا دورانیہ',
    haveChildren: 'بچے ہیں',
    children: 'بچوں کی تعداد',
    childrenLivingWithYou: 'ساتھ رہنے والے بچے',
    divorceReason: 'طلاق / علیحدگی کی وجہ',
    height: 'قد',
    city: 'شہر',
    address: 'پتا',
    residenceType: 'رہائش',
    homeTown: 'آبائی شہر',
    phoneNo: 'فون نمبر',
    familyPhoneNo: 'گھر والوں کا فون نمبر',
    email: 'ای میل',
    hasDisability: 'معذوری',
    disabilities: 'معذوری کی تفصیل',
    aboutYou: 'تعارف',
    fatherName: 'والد کا نام',
    fatherOccupation: 'والد کا پیشہ',
    motherOccupation: 'والدہ کا پیشہ',
    religion: 'مذہب',
    sect: 'مسلک',
    caste: 'ذات',
    nativeLanguage: 'مادری زبان',
    brothers: 'بھائی',
    brothersMaritalInformation: 'شادی شدہ بھائی',
    sisters: 'بہنیں',
    sistersMaritalInformation: 'شادی شدہ بہنیں',
    brothersDetails: 'بہن بھائیوں کی تفصیل',
    education: 'تعلیم',
    educationYears: 'تعلیم کے سال',
    educationInstituteName: 'تعلیمی ادارہ',
    jobType: 'ملازمت کی قسم',
    jobTitle: 'عہدہ',
    company: 'کمپنی یا ادارہ',
    businessType: 'کاروبار کی قسم',
    workCountry: 'کام کا ملک',
    workCity: 'کام کا شہر',
    monthlyIncome: 'ماہانہ آمدنی',
    partnerEducation: 'جیون ساتھی کی تعلیم',
    partnerDetails: 'جیون ساتھی کی تفصیل',
  },

  values: {
    yes: 'ہاں',
    no: 'نہیں',
    year_one: '{{count}} سال',
    year_other: '{{count}} سال',
    month_one: '{{count}} مہینہ',
    month_other: '{{count}} مہینے',
    units: { crore: 'کروڑ', lakh: 'لاکھ', hazar: 'ہزار' },
  },

  answer: {
    interested: 'دلچسپی ہے',
    notInterested: 'دلچسپی نہیں',
    failed: 'کچھ گڑبڑ ہو گئی۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    groupLabel: 'اس پروفائل کے بارے میں آپ کا جواب',
    confirmTitle: 'دلچسپی نہیں',
    confirmNotInterested: 'کیا آپ کو یقین ہے؟ یہ پروفائل اب آپ کی تفصیلات نہیں دیکھ سکے گا۔',
    undoWhileInterested:
      'آپ بعد میں اپنا جواب بدل سکتے ہیں: جب تک یہ خاندان آپ میں دلچسپی رکھتا ہے، "دلچسپی ہے" کا بٹن کھلا رہے گا۔',
    undoClosed:
      'آپ یہ جواب خود واپس نہیں لے سکتے: "دلچسپی ہے" کا بٹن دوبارہ صرف تب کھلے گا جب یہ خاندان آپ میں دلچسپی ظاہر کرے۔ اس سے پہلے جواب بدلنے کے لیے براہ کرم واٹس ایپ پر ہم سے رابطہ کریں۔',
    confirmYes: 'جی ہاں، دلچسپی نہیں',
    confirmCancel: 'واپس',
    closed: {
      alreadyDeclined: 'آپ پہلے ہی بتا چکے ہیں کہ آپ کو اس پروفائل میں دلچسپی نہیں۔',
      matchmakersDecide:
        'اب آپ ہمارے ذریعے رابطے میں ہیں۔ روکنے کے لیے براہ کرم واٹس ایپ پر ہم سے رابطہ کریں۔',
    },
    contactUs: 'واٹس ایپ پر ہم سے رابطہ کریں',
  },

  connectionMessages: {
    'Congratulations! This match has been finalised. We pray for a blessed marriage.':
      'مبارک ہو! یہ رشتہ طے ہو گیا ہے۔ اللہ تعالیٰ اس رشتے کو بابرکت بنائے۔',
    'You are in contact with this family. Please keep us informed of how it goes.':
      'آپ کا اس خاندان سے رابطہ ہو چکا ہے۔ براہ کرم بات چیت کی پیش رفت سے ہمیں آگاہ رکھیں۔',
    'You have both shown interest. Please contact us to take this forward.':
      'آپ دونوں نے دلچسپی ظاہر کی ہے۔ بات آگے بڑھانے کے لیے براہ کرم ہم سے رابطہ کریں۔',
    'You have rejected this profile.': 'آپ نے یہ پروفائل مسترد کر دیا ہے۔',
    'This profile is not interested in you.': 'اس پروفائل والوں کو آپ میں دلچسپی نہیں۔',
    'You have shown interest in this profile. Please wait for their response.':
      'آپ نے اس پروفائل میں دلچسپی ظاہر کی ہے۔ براہ کرم ان کے جواب کا انتظار کریں۔',
    'This profile has shown interest in you.': 'اس پروفائل والوں نے آپ میں دلچسپی ظاہر کی ہے۔',
    'This connection was changed by someone else in the meantime. Please reload and try again.':
      'اس دوران کسی اور نے اس رابطے میں تبدیلی کر دی ہے۔ براہ کرم صفحہ دوبارہ لوڈ کر کے پھر کوشش کریں۔',
  },
};

export default profileView;
