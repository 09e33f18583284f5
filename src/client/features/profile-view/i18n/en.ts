import { viewFieldLabels } from '@shared/profile-fields';

/**
 * English of the profile view as a family sees it (namespace `profileView`; SPEC §2 "Profile view", §4, §8).
 * The matchmaker's tools stay in English and read ../messages.ts.
 */
const profileView = {
  profileNumber: 'Profile #{{id}}',
  ageYears: '{{age}} years',

  /** Loading and the states of a profile that cannot be shown. */
  loading: 'Loading profile…',
  notReachableTitle: 'Profile not available',
  notReachable:
    'This profile is not available to you. It may have been removed, or it is not among your matches.',
  loadFailedTitle: 'Could not load the profile',
  loadFailed: 'The profile could not be loaded. Please check your internet connection and try again.',
  signInTitle: 'Please sign in',
  signIn:
    'Please sign in to see this profile. Families sign in with the login link sent by their matchmaker.',
  tryAgain: 'Try again',
  login: 'Login',
  goHome: 'Go to the home page',

  /** `/my-profile`. */
  myProfile: {
    title: 'My Profile',
    edit: 'Edit Profile',
    noneTitle: 'No profile yet',
    none: 'Your account has no profile of its own. Submit a profile to receive matches.',
    submit: 'Submit Profile',
  },

  /** A family's control over its own profile on My Profile (issue 30 item 8, decision 060). */
  familyControls: {
    title: 'Your profile',
    visible: 'Your profile is shown to the families it matches.',
    pausedTitle: 'Your profile is paused',
    paused:
      'Other families cannot see your profile and it is not sent to anyone until you resume it. Your connections and answers are kept.',
    pause: 'Pause my profile',
    pauseHint: 'Hide your profile from every list for a while. Your connections and answers are kept.',
    resume: 'Resume my profile',
    pausedDone: 'Your profile is paused.',
    resumedDone: 'Your profile is shown again.',
    download: 'Download my data',
    downloadHint: 'Your profile, picture ids and connections, as a file.',
    delete: 'Delete my profile',
    deleteHint: 'Your profile, your pictures and your answers are erased for good.',
    deleteConfirmTitle: 'Delete your profile?',
    deleteConfirm:
      'Your profile, your pictures and your answers will be erased for good, and the families you are connected with will no longer see you. This cannot be undone.',
    deleteConfirmYes: 'Yes, delete my profile',
    cancel: 'Cancel',
    deleted: 'Your profile has been deleted.',
    failed: 'Something went wrong. Please try again later.',
  },

  /** The family's own fees on My Profile (decision 061): never anyone else's. */
  myFees: {
    title: 'Fees',
    intro:
      'Receiving matches is free. A one-time fee is paid to obtain the contact details of families, and a success fee when a match is finalised.',
    advance: 'Contact fee (advance)',
    success: 'Success fee',
    paidOf: '{{paid}} paid of {{expected}}',
    states: { none: 'Not paid', partial: 'Partly paid', full: 'Paid' },
    payments: 'Your payments',
    noPayments: 'No payments yet.',
    kinds: {
      advance: 'Advance',
      success: 'Success fee',
      other: 'Other',
      adjustment: 'Correction',
      reversal: 'Reversal',
    },
    receipt: 'Receipt {{no}}',
    howToPay: 'How to pay',
    noDetails: 'Please ask us on WhatsApp how to pay.',
    askOnWhatsApp: 'Ask on WhatsApp',
    loadFailed: 'Your fees could not be loaded. Please try again later.',
  },

  /** The family's own profile when its edit of its text waits for review (decision 048). */
  heldNote: {
    title: 'Your changes are waiting for review',
    body: 'Other families see your earlier text until our team approves the new one. You see your new text here.',
    fields: 'Waiting: {{fields}}',
  },

  /** Matchmakers reviewing a profile in Review (issue 29, decision 069): the queue's walk, oldest first. */
  reviewQueue: {
    label: 'Review',
    submittedWaiting_one: 'Submitted {{date}} · {{count}} day',
    submittedWaiting_other: 'Submitted {{date}} · {{count}} days',
    approveAndNext: 'Approve and next',
    nextInQueue: 'Next in queue',
    approved: 'Approved: {{label}} is Active.',
    queueEmpty: 'No other profile is waiting for review.',
    failed: 'The review queue could not be read. Please try again.',
    adminTools: 'Admin tools',
    showAdminTools: 'Show admin tools',
    hideAdminTools: 'Hide admin tools',
  },

  /** `?matchProfileId=`. */
  matchingFor: 'Matching for profile #{{id}}',
  matchingForNamed: 'Matching for profile {{label}}',
  backToMatches: 'Back to matches',
  /** The score and reasons of a profile opened from a match list (decision 043). */
  matchReasons: 'Why this match',

  pictures: {
    label: 'Pictures',
    alt: 'Picture {{n}} of {{total}}',
    open: 'Open picture {{n}} of {{total}}',
    counter: '{{n}} / {{total}}',
    previous: 'Previous picture',
    next: 'Next picture',
    close: 'Close',
    viewerTitle: 'Pictures',
    none: 'No picture yet',
    /** Why pictures are withheld from this viewer (utils/privacy-note.ts). */
    hiddenPrivate: "Pictures are kept private at the family's wish.",
    hiddenUntilApproved: 'Her pictures are shown only after she approves your profile.',
  },

  /**
   * The privacy note the server picked for this viewer and this profile (src/shared/privacy-note.ts, issue 16).
   * In English the note is followed by its Urdu line (privacy-note-ur.ts).
   */
  privacyNotes: {
    herOwn:
      'A family sees your name and pictures only after you answer Interested to its profile. Your phone number, address and e-mail are never shown to other families; we put families in touch ourselves.',
    herOwnPicturesPrivate:
      'A family sees your name only after you answer Interested to its profile. Your pictures are kept private at your wish: only our matchmakers see them. Your phone number, address and e-mail are never shown to other families; we put families in touch ourselves.',
    hisOwn:
      'Families we match you with see your name and pictures. Your phone number, address and e-mail are never shown to them; we put families in touch ourselves.',
    hisOwnPicturesPrivate:
      'Families we match you with see your name. Your pictures are kept private at your wish: only our matchmakers see them. Your phone number, address and e-mail are never shown to them; we put families in touch ourselves.',
    beforeSheAccepts:
      "A woman's pictures, phone number and name are shared only after she approves your profile.",
    beforeSheAcceptsPicturesPrivate:
      "Her name and phone number are shared only after she approves your profile. Her pictures are kept private at the family's wish.",
    afterSheAccepts:
      'She has approved your profile, so you see her name and pictures. Please keep them to yourself. Phone numbers are shared through us.',
    afterSheAcceptsPicturesPrivate:
      "She has approved your profile, so you see her name. Her pictures are kept private at the family's wish. Phone numbers are shared through us.",
    womanViewingMan:
      'This family does not see your name or pictures yet. They will see them once you answer Interested to this profile.',
    womanViewingManPicturesPrivate:
      'This family does not see your name yet. They will see it once you answer Interested to this profile. Your pictures are kept private at your wish.',
    womanViewingManAfterInterested:
      'You answered Interested, so this family now sees your name and pictures. Your phone number is not shown to them; we put families in touch ourselves.',
    womanViewingManAfterInterestedPicturesPrivate:
      'You answered Interested, so this family now sees your name. Your pictures are kept private at your wish. Your phone number is not shown to them; we put families in touch ourselves.',
    womanViewingManDeclined:
      'This proposal is not going ahead, so this family does not see your name or pictures.',
    womanViewingManDeclinedPicturesPrivate:
      'This proposal is not going ahead, so this family does not see your name. Your pictures are kept private at your wish.',
    forMatchmakers: 'Families see her name and pictures only after she approves their profile.',
    forMatchmakersPicturesPrivate:
      "Families see her name only after she approves their profile. Her pictures are kept private at the family's wish: no family sees them.",
  },

  /** The checks a matchmaker has done (issue 18, decision 036), under the title. */
  verified: {
    title: 'Verified by Rishta',
    checks: {
      phone: 'Phone number verified',
      cnic: 'CNIC seen',
      meeting: 'Met in person',
      education: 'Education documents seen',
    },
  },

  sections: {
    personal: 'Personal',
    family: 'Family',
    education: 'Education/Profession',
    partner: 'Partner Requirements',
  },
  showMore: 'Show more',
  showLess: 'Show less',

  /** Labels of the profile's fields, in the product's words: from the table of profile fields (src/shared/profile-fields.ts). */
  fields: viewFieldLabels('en'),

  /** Words inside formatted values (utils/format.ts). */
  values: {
    yes: 'Yes',
    no: 'No',
    year_one: '{{count}} year',
    year_other: '{{count}} years',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    /** The income read out: '1 lakh 50 hazar'. */
    units: { crore: 'crore', lakh: 'lakh', hazar: 'hazar' },
  },

  /**
   * Matchmakers: the note the inactive reason "Other" needs (decision 071), in the status dialog and under the
   * status badge. Never shown to a family: the server never sends it to one.
   */
  inactiveNote: {
    label: 'Note (why)',
    hint: 'Up to 200 characters. Only matchmakers see it.',
    shown: 'Why: {{note}}',
  },

  /** A family's answer to a profile sent to it (SPEC §4 "User actions"). */
  answer: {
    interested: 'Interested',
    notInterested: 'Not Interested',
    failed: 'Something went wrong. Please try again later.',
    groupLabel: 'Your answer to this profile',
    confirmTitle: 'Not Interested',
    confirmNotInterested: 'Are you sure? This profile will no longer see your details.',
    /** Whether the answer can be taken back (SPEC §4's Interested rule, canUndoNotInterested; issue 30). */
    undoWhileInterested:
      'You can change your answer later: Interested stays open for as long as this family is interested in you.',
    undoClosed:
      'You cannot take this answer back yourself: Interested opens again only if this family shows interest in you. Until then, please contact us on WhatsApp to change it.',
    confirmYes: 'Yes, not interested',
    confirmCancel: 'Cancel',
    /** Why Not Interested is greyed out (notInterestedClosedReason in src/shared/connection-rules.ts). */
    closed: {
      alreadyDeclined: 'You have already said you are not interested in this profile.',
      matchmakersDecide: 'You are in contact through us now. To stop, please contact us on WhatsApp.',
    },
    /** Beside "Please contact us to take this forward." (issue 16): opens WhatsApp to the matchmakers. */
    contactUs: 'Contact us on WhatsApp',
  },

  /**
   * The connection messages a family meets (CONNECTION_MESSAGES of src/shared/connection-rules.ts, the cards and
   * the server's 409 answers), with natural-language keys: the key is the English message, which is what the
   * screen shows in English. Looked up by utils/connection-text.ts, never through `t()` (the keys hold dots).
   * Messages the app-wide catalog (lib/catalogs/messages-ur.ts) already translates are not repeated here.
   */
  connectionMessages: {
    'Congratulations! This match has been finalised. We pray for a blessed marriage.':
      'Congratulations! This match has been finalised. We pray for a blessed marriage.',
    'You are in contact with this family. Please keep us informed of how it goes.':
      'You are in contact with this family. Please keep us informed of how it goes.',
    'You have both shown interest. Please contact us to take this forward.':
      'You have both shown interest. Please contact us to take this forward.',
    'You have rejected this profile.': 'You have rejected this profile.',
    'This profile is not interested in you.': 'This profile is not interested in you.',
    'You have shown interest in this profile. Please wait for their response.':
      'You have shown interest in this profile. Please wait for their response.',
    'This profile has shown interest in you.': 'This profile has shown interest in you.',
    'This connection was changed by someone else in the meantime. Please reload and try again.':
      'This connection was changed by someone else in the meantime. Please reload and try again.',
  },
};

export default profileView;
