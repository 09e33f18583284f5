/**
 * English of a family's report of a profile (namespace `report`; issue 18, decision 036). The reasons are
 * keyed by the value the API takes (src/shared/reports.ts).
 */
const report = {
  button: 'Report',
  buttonLabel: 'Report this profile',
  title: 'Report this profile',
  intro:
    'Tell our matchmakers what is wrong with this profile. The family will not be told that it was reported, or by whom.',
  reasonLabel: 'Reason',
  reasons: {
    'Fake profile': 'Fake profile',
    'Inappropriate pictures': 'Inappropriate pictures',
    'Asked for money': 'Asked for money',
    'Already married or engaged': 'Already married or engaged',
    Other: 'Other',
  },
  detailsLabel: 'Details',
  detailsOptional: 'What happened? (optional) · {{length}}/{{max}}',
  detailsRequired: 'What happened? · {{length}}/{{max}}',
  submit: 'Send report',
  cancel: 'Cancel',
  close: 'Close',
  errors: {
    reason: 'Please choose a reason.',
    details: 'Please tell us what happened.',
    tooMany: 'You have sent many reports today. Please try again tomorrow, or tell us on WhatsApp.',
    failed: 'Your report could not be sent. Please check your internet connection and try again.',
  },
  thanks: 'Thank you. Our team will look into it.',
};

export default report;
