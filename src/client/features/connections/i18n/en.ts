/** English of My Connections (namespace `connections`; SPEC §2 "My Connections", §8). */
const connections = {
  meta: {
    description:
      'The profiles you are in touch with through Rishta: who is interested in you, and whom you chose.',
  },
  heading: 'My Connections',
  loading: 'Loading your connections…',
  loadFailed: 'Failed to load connections',
  retry: 'Try again',
  adminNote:
    'My Connections lists the connections of a family. Matchmakers follow connections on the dashboard.',
  toDashboard: 'Open the dashboard',

  sections: {
    interestedInYou: {
      title: 'Profiles Interested In You',
      empty: 'No profiles interested in you at the moment',
    },
    sentToYou: {
      title: 'Profiles Sent To You',
      empty: 'No new profiles waiting for your answer',
    },
    youAreInterested: {
      title: 'Profiles You Are Interested In',
      empty: "You haven't shown interest in any profiles yet",
    },
    rejected: {
      title: 'Rejected Profiles',
      empty: 'No rejected profiles',
    },
  },

  /** Issue 16: mutual interest, and the WhatsApp button to the matchmakers. */
  bothInterested: 'You are both interested',
  contactUs: 'Contact us on WhatsApp',

  /** Issue 18 (decision 039): the family's blocks, with Unblock. */
  blocked: {
    title: 'Blocked Profiles',
    note: 'You do not see these profiles, and they do not see yours.',
    unblock: 'Unblock',
    unblockLabel: 'Unblock {{name}}',
    unblocked: 'Unblocked. The profile can appear in your lists again.',
    failed: 'The profile could not be unblocked. Please check your internet connection and try again.',
  },

  profileNumber: 'Profile #{{id}}',
  years: '{{age}} years',
  pictureAlt: 'Picture of {{name}}',
  education: 'Education',
  job: 'Job',
};

export default connections;
