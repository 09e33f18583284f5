import { type PrivacyNoteFacts, privacyNote } from '@shared/privacy-note';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en';
import { PRIVACY_NOTES_URDU } from '../i18n/privacy-note-ur';
import ur from '../i18n/ur';
import { hiddenPicturesText } from './privacy-note';

/**
 * Issue 16 item 8: every case of the privacy note, as the family reads it in English and in Urdu. The key is
 * chosen by the shared pure function (the server sends it); the words are the view's catalogs'.
 */
const family = (gender: 'Male' | 'Female', picturesPrivate = false, own = false) =>
  ({ kind: 'family', gender, own, picturesPrivate }) as const;
const woman = (picturesPrivate = false) => ({ gender: 'Female', picturesPrivate }) as const;
const man = (picturesPrivate = false) => ({ gender: 'Male', picturesPrivate }) as const;

const cases: [string, PrivacyNoteFacts, string, string][] = [
  [
    'the woman herself',
    { viewer: family('Female', false, true), profile: woman(), sideTowardsViewer: null },
    'A family sees your name and pictures only after you answer Interested to its profile. Your phone number, address and e-mail are never shown to other families; we put families in touch ourselves.',
    'کوئی بھی خاندان آپ کا نام اور تصاویر صرف اُس وقت دیکھ سکتا ہے جب آپ اُس کے پروفائل میں دلچسپی ظاہر کریں۔ آپ کا فون نمبر، پتہ اور ای میل دوسرے خاندانوں کو کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'the woman herself, pictures kept private',
    { viewer: family('Female', true, true), profile: woman(true), sideTowardsViewer: null },
    'A family sees your name only after you answer Interested to its profile. Your pictures are kept private at your wish: only our matchmakers see them. Your phone number, address and e-mail are never shown to other families; we put families in touch ourselves.',
    'کوئی بھی خاندان آپ کا نام صرف اُس وقت دیکھ سکتا ہے جب آپ اُس کے پروفائل میں دلچسپی ظاہر کریں۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں: انہیں صرف ہماری ٹیم دیکھتی ہے۔ آپ کا فون نمبر، پتہ اور ای میل دوسرے خاندانوں کو کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'a man sent her profile, before she accepts',
    { viewer: family('Male'), profile: woman(), sideTowardsViewer: 'Profile Received' },
    "A woman's pictures, phone number and name are shared only after she approves your profile.",
    'خاتون کی تصاویر، فون نمبر اور نام صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔',
  ],
  [
    'a man sent her profile, before she accepts, pictures kept private',
    { viewer: family('Male'), profile: woman(true), sideTowardsViewer: 'Profile Received' },
    "Her name and phone number are shared only after she approves your profile. Her pictures are kept private at the family's wish.",
    'خاتون کا نام اور فون نمبر صرف اُس وقت شیئر کیے جاتے ہیں جب وہ آپ کا پروفائل منظور کر لیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں۔',
  ],
  [
    'a man after she accepts',
    { viewer: family('Male'), profile: woman(), sideTowardsViewer: 'Profile Accepted' },
    'She has approved your profile, so you see her name and pictures. Please keep them to yourself. Phone numbers are shared through us.',
    'انہوں نے آپ کا پروفائل منظور کر لیا ہے، اس لیے آپ ان کا نام اور تصاویر دیکھ سکتے ہیں۔ براہ کرم انہیں اپنے تک رکھیں۔ فون نمبر ہمارے ذریعے شیئر کیے جاتے ہیں۔',
  ],
  [
    'a man after she accepts, pictures kept private',
    { viewer: family('Male'), profile: woman(true), sideTowardsViewer: 'In Contact' },
    "She has approved your profile, so you see her name. Her pictures are kept private at the family's wish. Phone numbers are shared through us.",
    'انہوں نے آپ کا پروفائل منظور کر لیا ہے، اس لیے آپ ان کا نام دیکھ سکتے ہیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں۔ فون نمبر ہمارے ذریعے شیئر کیے جاتے ہیں۔',
  ],
  [
    'the man himself',
    { viewer: family('Male', false, true), profile: man(), sideTowardsViewer: null },
    'Families we match you with see your name and pictures. Your phone number, address and e-mail are never shown to them; we put families in touch ourselves.',
    'جن خاندانوں سے آپ کا رشتہ ملایا جاتا ہے وہ آپ کا نام اور تصاویر دیکھ سکتے ہیں۔ آپ کا فون نمبر، پتہ اور ای میل انہیں کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'the man himself, pictures kept private',
    { viewer: family('Male', true, true), profile: man(true), sideTowardsViewer: null },
    'Families we match you with see your name. Your pictures are kept private at your wish: only our matchmakers see them. Your phone number, address and e-mail are never shown to them; we put families in touch ourselves.',
    'جن خاندانوں سے آپ کا رشتہ ملایا جاتا ہے وہ آپ کا نام دیکھ سکتے ہیں۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں: انہیں صرف ہماری ٹیم دیکھتی ہے۔ آپ کا فون نمبر، پتہ اور ای میل انہیں کبھی نہیں دکھائے جاتے؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'a woman viewing a man, before her answer',
    {
      viewer: family('Female'),
      profile: man(),
      sideTowardsViewer: 'Profile Received',
      viewerSide: 'Profile Received',
    },
    'This family does not see your name or pictures yet. They will see them once you answer Interested to this profile.',
    'یہ خاندان ابھی آپ کا نام اور تصاویر نہیں دیکھ سکتا؛ آپ کے اس پروفائل میں دلچسپی ظاہر کرنے کے بعد ہی وہ انہیں دیکھ سکے گا۔',
  ],
  [
    'a woman whose pictures are kept private viewing a man',
    { viewer: family('Female', true), profile: man(), sideTowardsViewer: null },
    'This family does not see your name yet. They will see it once you answer Interested to this profile. Your pictures are kept private at your wish.',
    'یہ خاندان ابھی آپ کا نام نہیں دیکھ سکتا؛ آپ کے اس پروفائل میں دلچسپی ظاہر کرنے کے بعد ہی وہ اسے دیکھ سکے گا۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔',
  ],
  [
    'a woman after she answered Interested',
    {
      viewer: family('Female'),
      profile: man(),
      sideTowardsViewer: 'Profile Received',
      viewerSide: 'Profile Accepted',
    },
    'You answered Interested, so this family now sees your name and pictures. Your phone number is not shown to them; we put families in touch ourselves.',
    'آپ نے دلچسپی ظاہر کر دی ہے، اس لیے اب یہ خاندان آپ کا نام اور تصاویر دیکھ سکتا ہے۔ آپ کا فون نمبر انہیں نہیں دکھایا جاتا؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'a woman whose pictures are kept private, after she answered Interested',
    {
      viewer: family('Female', true),
      profile: man(),
      sideTowardsViewer: 'In Contact',
      viewerSide: 'In Contact',
    },
    'You answered Interested, so this family now sees your name. Your pictures are kept private at your wish. Your phone number is not shown to them; we put families in touch ourselves.',
    'آپ نے دلچسپی ظاہر کر دی ہے، اس لیے اب یہ خاندان آپ کا نام دیکھ سکتا ہے۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔ آپ کا فون نمبر انہیں نہیں دکھایا جاتا؛ خاندانوں کا آپس میں رابطہ ہم خود کرواتے ہیں۔',
  ],
  [
    'a woman who answered Not Interested or withdrew',
    {
      viewer: family('Female'),
      profile: man(),
      sideTowardsViewer: 'Profile Accepted',
      viewerSide: 'Profile Rejected',
    },
    'This proposal is not going ahead, so this family does not see your name or pictures.',
    'یہ رشتہ آگے نہیں بڑھ رہا، اس لیے یہ خاندان آپ کا نام اور تصاویر نہیں دیکھ سکتا۔',
  ],
  [
    'a woman whose pictures are kept private, after the proposal ended',
    {
      viewer: family('Female', true),
      profile: man(),
      sideTowardsViewer: null,
      viewerSide: 'Rejected After Contact',
    },
    'This proposal is not going ahead, so this family does not see your name. Your pictures are kept private at your wish.',
    'یہ رشتہ آگے نہیں بڑھ رہا، اس لیے یہ خاندان آپ کا نام نہیں دیکھ سکتا۔ آپ کی خواہش پر آپ کی تصاویر پوشیدہ رکھی گئی ہیں۔',
  ],
  [
    'a matchmaker on her profile',
    { viewer: { kind: 'admin' }, profile: woman(), sideTowardsViewer: null },
    'Families see her name and pictures only after she approves their profile.',
    'خاندان ان کا نام اور تصاویر صرف اُس وقت دیکھتے ہیں جب وہ ان کا پروفائل منظور کر لیں۔',
  ],
  [
    'a matchmaker on her profile, pictures kept private',
    { viewer: { kind: 'admin' }, profile: woman(true), sideTowardsViewer: null },
    "Families see her name only after she approves their profile. Her pictures are kept private at the family's wish: no family sees them.",
    'خاندان ان کا نام صرف اُس وقت دیکھتے ہیں جب وہ ان کا پروفائل منظور کر لیں۔ خاندان کی خواہش پر ان کی تصاویر پوشیدہ رکھی گئی ہیں: کوئی خاندان انہیں نہیں دیکھتا۔',
  ],
];

describe('the privacy note in English and Urdu, case by case', () => {
  it.each(cases)('%s', (_case, facts, english, urdu) => {
    const note = privacyNote(facts);
    expect(note).not.toBeNull();
    if (!note) return;
    expect(en.privacyNotes[note]).toBe(english);
    expect(ur.privacyNotes[note]).toBe(urdu);
    expect(PRIVACY_NOTES_URDU[note]).toBe(urdu);
  });

  it('never tells a man her pictures are private when they are not, nor a woman "after she approves your profile"', () => {
    for (const [, facts] of cases) {
      const note = privacyNote(facts);
      if (!note) continue;
      if (!facts.profile.picturesPrivate && facts.viewer.kind === 'family' && !facts.viewer.own)
        expect(en.privacyNotes[note]).not.toContain("kept private at the family's wish");
      if (facts.viewer.kind === 'family' && facts.viewer.own)
        expect(en.privacyNotes[note]).not.toContain('after she approves your profile');
    }
  });
});

describe('hiddenPicturesText (the line beside withheld pictures)', () => {
  it('says she has not approved yet where that is the reason, otherwise that the family keeps them private', () => {
    expect(hiddenPicturesText('beforeSheAccepts')).toBe('pictures.hiddenUntilApproved');
    for (const note of [
      'beforeSheAcceptsPicturesPrivate',
      'afterSheAcceptsPicturesPrivate',
      'womanViewingMan',
      'womanViewingManPicturesPrivate',
      'womanViewingManAfterInterested',
      'womanViewingManDeclined',
      undefined,
    ] as const)
      expect(hiddenPicturesText(note)).toBe('pictures.hiddenPrivate');
  });
});
