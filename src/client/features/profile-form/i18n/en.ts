import { formQuestions } from '@shared/profile-fields';

/**
 * English of the profile form (namespace `form`; SPEC §2 "Profile form", §5, §8). The schema's own
 * validation messages come from src/shared and are translated where shown (lib/translate-message.ts).
 */
const form = {
  titleEdit: 'Update your profile',
  titleEditAdmin: 'Update profile',
  meta: {
    editDescription: 'Update your Rishta profile: personal, family, education and partner details.',
  },
  requiredNote: 'Fields marked * are required.',
  privacyNote: "A woman's pictures, phone number and name are shared only after she approves a profile.",

  sections: {
    personal: 'Personal Info',
    family: 'Family Info',
    education: 'Education/Profession Info',
    partner: 'Partner Requirements',
    admin: 'Matchmaker settings',
  },

  labels: {
    // The profile's fields as the form asks them: the table of profile fields (src/shared/profile-fields.ts).
    ...formQuestions('en'),
    marriedYearsPart: 'Duration of marriage (years)',
    marriedMonthsPart: 'Duration of marriage (months)',
    religionOther: 'Please write your religion',
    nativeLanguageOther: 'Please write your native language',
    partnerMinAge: 'Partner age from',
    partnerMaxAge: 'Partner age to',
    partnerMaritalStatus: "Partner's marital status",
    partnerSect: "Partner's sect",
    partnerCaste: "Partner's caste or biradari (optional)",
    partnerCity: "Partner's city",
    partnerMoreCities: 'Other cities',
    partnerLocationRadius: 'Distance from that city',
    partnerMinEducationYears: "Partner's minimum education (years)",
    partnerMinHeightFt: "Partner's minimum height (feet)",
    partnerMinHeightIn: "Partner's minimum height (inches)",
    status: 'Status',
    inactiveReason: 'Reason for inactive',
    inactiveNote: 'Note (why)',
    paidFee: 'Paid fee (Rs)',
  },

  hints: {
    address: 'For example: Block C, Model Town',
    heightFt: 'Feet, then inches',
    marriedDuration: 'Years and months of the marriage',
    aboutYou:
      'Your nature, interests, habits and anything a family should know. Please do not write names, phone numbers or e-mails here: we share contact details ourselves.',
    brothersDetails:
      'What they do, whether they live abroad, and so on. Please do not write names, phone numbers or e-mails here: we share contact details ourselves.',
    educationYears: 'Matric is 10, FA/FSc 12, BA/BSc 14, MA/MSc or BS 16',
    partnerDetails:
      'Age, height, education, city, family background… Please do not write names, phone numbers or e-mails here: we share contact details ourselves.',
    pictures:
      'Up to 10 pictures, each at most 30 MB; they are made smaller on your phone before they are sent. Clear, recent pictures get more responses.',
    customChoice: 'Choose Other if yours is not in the list.',
  },

  /** The family's own requirements (issue 30 item 4, decision 059). */
  requirements: {
    intro:
      'Your list shows only profiles that meet these, and only families you meet can see yours. Leave a field empty for our usual choice: close to your own age, your sect and your city.',
    anyMaritalStatus: 'Leave all unticked for our usual choice.',
    alsoCities: 'Also: {{cities}}',
    distance: {
      '0': 'This city only',
      '25': 'Within 25 km',
      '50': 'Within 50 km',
      '100': 'Within 100 km',
      '200': 'Within 200 km',
      '400': 'Within 400 km',
    },
  },

  /** The city, home town and work city picker (issue 16, decision 033). */
  cityPicker: {
    placeholder: 'Type to search',
    notInList: 'My city is not in the list',
    nothingFound: 'No city in the list matches',
    pickFromList: 'Please choose your city from the list, or “My city is not in the list”.',
    notInListHint: 'Write your city, town or village.',
    backToList: 'Choose from the list',
  },

  choose: 'Select',
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  /** `amount` is formatted with digits and commas (5,000). */
  quickFill: 'Rs {{amount}}',
  quickFillLabel: 'Set paid fee to Rs {{amount}}',

  submitCreate: 'Submit Profile',
  submitEdit: 'Update Profile',
  deleteProfile: 'Delete Profile',
  matchProfile: 'Match Profile',
  deleteConfirmTitle: 'Delete profile',
  deleteConfirm: 'Consider changing profile status. Are you sure you want to delete this profile?',
  deleteConfirmYes: 'Delete',
  cancel: 'Cancel',
  deleted: 'The profile was deleted.',

  alertTitle: 'Please note',
  alertOk: 'OK',
  submitFailed: 'Failed to submit profile. Please try again later.',
  deleteFailed: 'Failed to delete the profile. Please try again later.',
  picturesFailed:
    'Picture(s) could not be uploaded. Please remove the picture(s) or try uploading them again.',
  picturesBusy: 'Please wait for the pictures to upload and then submit again.',
  fixErrors: 'Please correct the highlighted fields.',
  tooManySubmissions:
    'Too many profiles were sent from your network just now. Please try again in a few minutes, or send your details to us on WhatsApp.',
  sendOnWhatsApp: 'Send on WhatsApp',
  whatsappDetailsText: 'Aoa. I could not submit my profile on the website. Here are my details:',

  /** A submission without a connection, kept on the phone (issue 19). */
  kept: 'Saved on this phone. It will be sent as soon as you are online.',
  /** The kept submission went from another page of the app (issue 30, decision 062). */
  keptSentTitle: 'Your profile has been sent',
  keptSent: 'The profile saved on this phone was sent at {{time}}. Our matchmakers will review it.',
  keptRefusedTitle: 'Your profile could not be sent',
  keptOpenForm: 'Open the form',
  keptClose: 'Close',
  successTitle: 'Thank you!',
  success: 'Your profile has been submitted successfully. We will be in contact with you soon.',
  submitAnother: 'Submit another profile',
  viewProfile: 'View profile',
  updated: 'Your profile has been updated.',
  /** The family's own text waiting for review (decision 048). */
  conflict: {
    title: 'Someone else changed this profile',
    body: '{{name}} saved changes {{when}} while you had the form open. Nothing of yours was saved yet. Choose, field by field, which value to keep; everything else you typed stays.',
    someone: 'Someone',
    justNow: 'just now',
    yours: 'Yours',
    theirs: 'Theirs',
    empty: '(empty)',
    save: 'Save with these choices',
    cancel: 'Back to the form',
    field: 'Field',
    noPictures: 'No pictures',
    picture: 'Picture {{n}}',
    pictureGone: 'Removed by the other save',
  },
  heldNote: {
    title: 'Your changes are waiting for review',
    body: 'Other families see your earlier text until our team approves the new one. The form shows your new text.',
  },
  updatedAdmin: 'The profile has been updated.',

  loadFailedTitle: 'Could not load the profile',
  loadFailed: 'We could not load this profile. Please check your internet connection and try again.',
  signInToEditTitle: 'Please sign in',
  signInToEdit: 'Please sign in with your personal login link to update your profile.',
  notYourProfileTitle: 'Not allowed',
  notYourProfile: 'You can only edit your own profile.',
  retry: 'Try again',

  filepond: {
    labelIdle: 'Drag & drop your pictures or <span class="filepond--label-action">Browse</span>',
    labelFileTypeNotAllowed: 'Only pictures can be uploaded',
    fileValidateTypeLabelExpectedTypes: 'Please choose a picture (JPEG, PNG, WebP…)',
    labelMaxFileSizeExceeded: 'Picture is too large',
    labelMaxFileSize: 'Maximum size is {filesize}',
    labelFileProcessingError: 'Upload failed',
    labelTapToRetry: 'tap to retry',
    labelTapToUndo: 'tap to undo',
    labelTapToCancel: 'tap to cancel',
    labelFileProcessing: 'Uploading',
    labelFileProcessingComplete: 'Upload complete',
    labelFileLoading: 'Loading',
    labelFileLoadError: 'Could not load the picture',
    labelFileWaitingForSize: 'Waiting for size',
    labelFileProcessingAborted: 'Upload cancelled',
    labelFileProcessingRevertError: 'Could not remove the picture',
    labelButtonRemoveItem: 'Remove',
    labelButtonAbortItemProcessing: 'Cancel',
    labelButtonUndoItemProcessing: 'Undo',
    labelButtonRetryItemProcessing: 'Retry',
    labelButtonProcessItem: 'Upload',
  },
};

export default form;
