/**
 * English of a family's block of a profile (namespace `block`; issue 18, decision 039): the Block button on
 * another family's profile and its confirmation.
 */
const block = {
  button: 'Block',
  buttonLabel: 'Block this profile',
  title: 'Block this profile?',
  intro: 'When you block this profile:',
  points: {
    hidden: 'You will no longer see this profile, and this family will no longer see yours.',
    interest: 'If you had shown interest, it is withdrawn, as when you answer Not Interested.',
    sends: 'Our matchmakers will not send either of you to the other.',
    notTold: 'The family is not told that you blocked it.',
  },
  undo: 'You can unblock it at any time under Blocked Profiles on My Connections.',
  confirm: 'Block',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'The profile could not be blocked. Please check your internet connection and try again.',
};

export default block;
