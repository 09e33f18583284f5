/** English of the app's frame (namespace `common`): navbar, footer, chat button, 404, errors, page meta. */
const common = {
  meta: {
    siteName: 'Rishta',
    /** The title of a page, after its own name. */
    title: '{{title}} | Rishta',
    defaultTitle: 'Rishta – trusted matchmaking for Pakistani families',
    defaultDescription:
      'Rishta: trusted matchmaking for Pakistani families at home and overseas. Submit your profile; our matchmakers review it and send you matching profiles.',
    notFoundDescription: 'This page does not exist on Rishta. Go to the home page or submit your profile.',
  },
  loading: 'Loading application...',
  skipLink: 'Skip to main content',
  /** The installed app (issue 19): no connection, and a new version waiting. */
  app: {
    offline: 'You are offline.',
    offlineDetail: 'What you fill in is kept on this phone.',
    updateReady: 'A new version of Rishta is ready.',
    reload: 'Reload',
  },
  nav: {
    main: 'Main',
    home: 'Rishta, home',
    /** A matchmaker's count of profiles in Review (decision 031). */
    pendingReviews: 'Pending Reviews',
    pendingReviewsCount_one: 'Pending Reviews: {{count}} profile',
    pendingReviewsCount_other: 'Pending Reviews: {{count}} profiles',
    /** A matchmaker's count of profiles with a family's text waiting for review (decision 048). */
    heldEdits: 'Edits to review',
    heldEditsCount_one: 'Edits to review: {{count}} profile',
    heldEditsCount_other: 'Edits to review: {{count}} profiles',
    openReportsCount_one: 'Open reports: {{count}}',
    openReportsCount_other: 'Open reports: {{count}}',
    /** The matchmaker's home (issue 29, decision 053). */
    dashboard: 'Dashboard',
  },
  language: {
    label: 'Language',
    /** On the switch, after the other language's own name. */
    switchTo: 'Read this site in {{language}}',
  },
  footer: {
    aboutTitle: 'About Us',
    about:
      'Rishta is a matchmaking service for Pakistani families at home and overseas. Our matchmakers review every profile personally and introduce families whose requirements meet, with care for privacy and tradition.',
    contactTitle: 'Contact Us',
    whatsapp: 'WhatsApp:',
    email: 'E-mail:',
    contactFallback: 'Message us on WhatsApp or by e-mail; our matchmakers answer every day.',
    followTitle: 'Follow Us',
    whatsappLink: 'Rishta on WhatsApp',
    emailLink: 'E-mail Rishta',
    facebookLink: 'Rishta on Facebook',
    instagramLink: 'Rishta on Instagram',
    youtubeLink: 'Rishta on YouTube',
    submitProfile: 'Submit your profile',
    copyright: '© {{year}} Rishta. All rights reserved.',
  },
  chatButton: 'Chat with us on WhatsApp',
  goHome: 'Go to the home page',
  submitProfile: 'Submit Profile',
  tryAgain: 'Try again',
  close: 'Close',
  passwordToggle: 'Show or hide the characters',
  /** What the server writes in a family's text for a phone, link or name it keeps back (free-text.ts HIDDEN). */
  hidden: '[hidden]',
  /** The top of /profile/add, shown before the form's code and catalog have loaded (decision 022). */
  addProfile: {
    title: 'Submit your profile',
    description:
      "Submit your family's marriage profile to Rishta: personal, family, education and partner details. Our matchmakers review it and send you matching profiles.",
    intro:
      'Please fill in the details below. Our matchmakers review every profile, and matches begin within a few days of the review.',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find this page. The link may be incomplete or out of date. If a matchmaker sent it to you, please ask them for a new one.',
  },
  routeError: {
    title: 'Something went wrong',
    chunk:
      'This page could not be loaded. Please check your internet connection and try again. If Rishta was just updated, reloading fixes this.',
    generic:
      'Something went wrong while showing this page. Please try again; if it keeps happening, tell us on WhatsApp.',
    reload: 'Reload the page',
  },
};

export default common;
