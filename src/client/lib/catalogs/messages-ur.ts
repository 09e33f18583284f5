/**
 * Urdu for the messages that reach the browser in English: the shared schema's validation messages
 * (src/shared/profile-messages.ts, the phone hint of src/shared/phone.ts) and the server's answers. The key is
 * the English message itself (natural-language keys), so nothing on the server or in src/shared changes; a
 * message missing here is shown in English. `{{max}}` marks a number taken from the English message
 * (translate-message.ts). Each phone format sits between LRI/PDI marks (\u2066 … \u2069) so that it stays
 * left to right inside an Urdu sentence, and keeps its spaces unbroken: a narrow phone wrapped "+1 555 123
 * 4567" across two lines and showed "1+" (issue 16 item 9).
 */
const FORMATS = ['03009876543', '+923009876543', '+1\u00a0555\u00a0123\u00a04567']
  .map((format) => `\u2066${format}\u2069`)
  .join('، ');

const messagesUr: Record<string, string> = {
  // src/shared/profile-messages.ts (PROFILE_MESSAGES) and the phone hint
  'Please enter age': 'براہ کرم عمر درج کریں',
  'Age must be between 16 and 80': 'عمر 16 سے 80 سال کے درمیان ہونی چاہیے',
  'Please select gender': 'براہ کرم جنس منتخب کریں',
  'Please enter city': 'براہ کرم شہر درج کریں',
  'Please enter address': 'براہ کرم پتا درج کریں',
  'Please select residence type': 'براہ کرم رہائش کی قسم منتخب کریں',
  'Please select marital status': 'براہ کرم ازدواجی حیثیت منتخب کریں',
  'Married is not available for a female profile':
    'خاتون کے پروفائل کے لیے "شادی شدہ" منتخب نہیں کیا جا سکتا',
  'Please enter years or months': 'براہ کرم سال یا مہینے درج کریں',
  'Duration of marriage must be between 0 and 60 years 11 months':
    'شادی کا دورانیہ 0 سے 60 سال 11 مہینے کے درمیان ہونا چاہیے',
  'Please select whether you have children': 'براہ کرم بتائیں کہ آپ کے بچے ہیں یا نہیں',
  'Please enter number of children': 'براہ کرم بچوں کی تعداد درج کریں',
  'Children must be between 0 and 50': 'بچوں کی تعداد 0 سے 50 کے درمیان ہونی چاہیے',
  'Children living with you cannot be more than children':
    'آپ کے ساتھ رہنے والے بچے کل بچوں سے زیادہ نہیں ہو سکتے',
  'Please select whether you have a disability': 'براہ کرم بتائیں کہ آپ کو کوئی معذوری ہے یا نہیں',
  'Please describe the disability': 'براہ کرم معذوری کی تفصیل لکھیں',
  'Please enter phone number': 'براہ کرم فون نمبر درج کریں',
  'Please enter a valid phone number. Allowed formats: 03009876543, +923009876543, +1 555 123 4567': `براہ کرم درست فون نمبر درج کریں۔ قابلِ قبول انداز: ${FORMATS}`,
  'Allowed formats: 03009876543, +923009876543, +1 555 123 4567': `قابلِ قبول انداز: ${FORMATS}`,
  'Please select religion': 'براہ کرم مذہب منتخب کریں',
  'Please select sect': 'براہ کرم مسلک منتخب کریں',
  'Please select native language': 'براہ کرم مادری زبان منتخب کریں',
  'Please write your religion': 'براہ کرم اپنا مذہب لکھیں',
  'Please write your native language': 'براہ کرم اپنی مادری زبان لکھیں',
  'Please select number of brothers': 'براہ کرم بھائیوں کی تعداد منتخب کریں',
  'Brothers must be between 0 and 15': 'بھائیوں کی تعداد 0 سے 15 کے درمیان ہونی چاہیے',
  'Please select number of sisters': 'براہ کرم بہنوں کی تعداد منتخب کریں',
  'Sisters must be between 0 and 15': 'بہنوں کی تعداد 0 سے 15 کے درمیان ہونی چاہیے',
  'Married brothers cannot be more than brothers': 'شادی شدہ بھائی کل بھائیوں سے زیادہ نہیں ہو سکتے',
  'Married sisters cannot be more than sisters': 'شادی شدہ بہنیں کل بہنوں سے زیادہ نہیں ہو سکتیں',
  'Please select job type': 'براہ کرم ملازمت کی قسم منتخب کریں',
  'Please enter job type': 'براہ کرم ملازمت کی قسم لکھیں',
  'Please enter work country': 'براہ کرم وہ ملک لکھیں جہاں آپ کام کرتے ہیں',
  'Height must be between 3 and 10 feet': 'قد 3 سے 10 فٹ کے درمیان ہونا چاہیے',
  'Inches must be between 0 and 12': 'انچ 0 سے 12 کے درمیان ہونے چاہییں',
  'Monthly income must be between 0 and 10,000,000': 'ماہانہ آمدنی 0 سے 10,000,000 روپے کے درمیان ہونی چاہیے',
  'Monthly income must be in steps of 1000': 'ماہانہ آمدنی پورے ہزاروں میں لکھیں، مثلاً 45000',
  'Education years must be between 0 and 24': 'تعلیم کے سال 0 سے 24 کے درمیان ہونے چاہییں',
  'Please enter a valid email': 'براہ کرم درست ای میل درج کریں',
  'Please upload at most 10 pictures': 'براہ کرم زیادہ سے زیادہ 10 تصاویر اپ لوڈ کریں',
  'Invalid picture': 'تصویر درست نہیں',
  'Please enter a number': 'براہ کرم ہندسوں میں عدد لکھیں',
  'Please enter a whole number': 'براہ کرم پورا عدد لکھیں',
  'Please enter text': 'براہ کرم تحریر لکھیں',
  'Please select yes or no': 'براہ کرم ہاں یا نہیں منتخب کریں',
  'Please enter at most {{max}} characters': 'براہ کرم زیادہ سے زیادہ {{max}} حروف لکھیں',

  // The server's answers a family can meet
  'Invalid username or password!': 'صارف نام یا پاس ورڈ درست نہیں!',
  'Too many failed sign-in attempts. Please wait a minute and try again.':
    'لاگ اِن کی کئی کوششیں ناکام ہو گئیں۔ براہ کرم ایک منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  'Your session has ended. Please sign in again.': 'آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ لاگ اِن کریں۔',
  'Please sign in to continue.': 'جاری رکھنے کے لیے براہ کرم لاگ اِن کریں۔',
  'This profile does not exist.': 'یہ پروفائل موجود نہیں۔',
  'You can only edit your own profile.': 'آپ صرف اپنا پروفائل تبدیل کر سکتے ہیں۔',
  'Something went wrong on our side. Please try again later.':
    'ہماری طرف کوئی خرابی ہو گئی ہے۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  'The request is not valid.': 'درخواست درست نہیں۔',
  'This value is not valid.': 'یہ اندراج درست نہیں۔',
  'Too many profiles were sent from your network just now. Please try again in a few minutes, or send your details to us on WhatsApp.':
    'آپ کے نیٹ ورک سے ابھی بہت زیادہ پروفائل بھیجے گئے ہیں۔ براہ کرم چند منٹ بعد دوبارہ کوشش کریں، یا اپنی تفصیلات ہمیں واٹس ایپ پر بھیج دیں۔',
  'Too many pictures were uploaded from here. Please wait a few minutes and try again.':
    'یہاں سے بہت زیادہ تصاویر اپ لوڈ ہوئی ہیں۔ براہ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  'Too many pictures are being uploaded right now. Please try again in a minute.':
    'اس وقت بہت زیادہ تصاویر اپ لوڈ ہو رہی ہیں۔ براہ کرم ایک منٹ بعد دوبارہ کوشش کریں۔',
  'Too many pictures uploaded from here are waiting to be sent with a profile. Please send your profile, or try again in a few hours.':
    'یہاں سے اپ لوڈ کی گئی بہت سی تصاویر ابھی کسی پروفائل کے ساتھ نہیں بھیجی گئیں۔ براہ کرم اپنا پروفائل بھیج دیں، یا چند گھنٹے بعد دوبارہ کوشش کریں۔',
  'Only the matchmakers can change gender. Please contact us.':
    'جنس صرف رشتہ کروانے والے تبدیل کر سکتے ہیں۔ براہ کرم ہم سے رابطہ کریں۔',
  'This file is not a picture. Please upload a photo (JPEG, PNG, WebP or HEIC).':
    'یہ فائل تصویر نہیں ہے۔ براہ کرم تصویر اپ لوڈ کریں (JPEG، PNG، WebP یا HEIC)۔',
  'This picture is larger than 10 MB. Please upload a smaller photo.':
    'یہ تصویر 10 MB سے بڑی ہے۔ براہ کرم چھوٹی تصویر اپ لوڈ کریں۔',
  'This picture is too large to process. Please upload a photo under 40 megapixels.':
    'یہ تصویر بہت بڑی ہے۔ براہ کرم 40 میگا پکسل سے کم کی تصویر اپ لوڈ کریں۔',
  'Animated or multi-page pictures are not accepted. Please upload a single photo.':
    'متحرک یا کئی صفحات والی تصاویر قبول نہیں کی جاتیں۔ براہ کرم ایک سادہ تصویر اپ لوڈ کریں۔',
  'Please choose a picture to upload.': 'براہ کرم اپ لوڈ کرنے کے لیے تصویر منتخب کریں۔',
  'This picture does not exist.': 'یہ تصویر موجود نہیں۔',
  'This answer is not possible at this stage of the connection.': 'رابطے کے اس مرحلے پر یہ جواب ممکن نہیں۔',
  'There is no connection between these profiles.': 'ان پروفائلز کے درمیان کوئی رابطہ نہیں۔',
  'Only a family answers for its own profile.':
    'اپنے پروفائل کی طرف سے جواب صرف متعلقہ خاندان ہی دے سکتا ہے۔',
  // src/shared/family-requirements.ts: the family's own partner requirements (decision 059)
  'Partner age must be a whole number between 18 and 90':
    'جیون ساتھی کی عمر 18 سے 90 سال کے درمیان پورے سالوں میں ہونی چاہیے',
  'Partner minimum age cannot be above the maximum age':
    'جیون ساتھی کی کم از کم عمر زیادہ سے زیادہ عمر سے بڑھ کر نہیں ہو سکتی',
  'Please choose marital statuses from the list': 'براہ کرم ازدواجی حیثیت فہرست میں سے منتخب کریں',
  'Please choose a sect from the list': 'براہ کرم مسلک فہرست میں سے منتخب کریں',
  'Please use at most 100 characters for caste or biradari':
    'ذات یا برادری زیادہ سے زیادہ 100 حروف میں لکھیں',
  'Please choose at most 5 cities': 'زیادہ سے زیادہ 5 شہر منتخب کریں',
  'Please write each city in at most 100 characters': 'ہر شہر زیادہ سے زیادہ 100 حروف میں لکھیں',
  'The distance must be a whole number of km between 0 and 400':
    'فاصلہ 0 سے 400 کلومیٹر کے درمیان پورے کلومیٹر میں ہونا چاہیے',
  'Minimum education must be a whole number of years between 0 and 24':
    'کم از کم تعلیم 0 سے 24 سال کے درمیان پورے سالوں میں ہونی چاہیے',
  'Minimum height in feet must be between 3 and 10': 'کم از کم قد 3 سے 10 فٹ کے درمیان ہونا چاہیے',
  'Minimum height in inches must be between 0 and 12': 'کم از کم قد کے انچ 0 سے 12 کے درمیان ہونے چاہییں',
  'Please give the minimum height in feet too': 'براہ کرم کم از کم قد فٹ میں بھی لکھیں',
  // src/shared/profile-messages.ts (ADMIN_MESSAGES): the inactive reason and its note (decision 071)
  'Please select the reason': 'براہ کرم وجہ منتخب کریں',
  'Please write a note saying why (the reason Other needs one)':
    'براہ کرم نوٹ میں وجہ لکھیں («دیگر» کے ساتھ نوٹ ضروری ہے)',
  'Please keep the note to 200 characters or fewer': 'نوٹ زیادہ سے زیادہ 200 حروف کا ہو',
  'A note goes with the reason Other only': 'نوٹ صرف «دیگر» وجہ کے ساتھ لکھا جاتا ہے',
  'Please choose an inactive reason from the list': 'براہ کرم غیر فعال ہونے کی وجہ فہرست میں سے منتخب کریں',
};

export default messagesUr;
