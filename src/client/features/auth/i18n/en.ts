/** English of sign-in and sign-out (namespace `auth`; SPEC §2, §5, §8). */
const auth = {
  overlayTitle: 'Authentication Required',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter email',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter password',
  loginButton: 'Login',
  /** Empty field(s): nothing is sent. */
  bothFieldsRequired: 'Both fields are required.',
  /** Login answered 401. */
  invalidCredentials: 'Invalid username or password!',
  /** Login answered another non-OK status. */
  couldNotLogin: 'Could not login. Please try again later.',
  /** Login failed without an answer (network) or with an unexpected one. */
  unknownError: 'Unknown error occurred. Please check your internet connection and try again later.',
  /** The overlay reopened because the stored credentials were rejected. */
  storedCredentialsRejected: 'Invalid username or password',
  loginLinkHint: 'Families sign in with the personal login link sent by their matchmaker.',
  /** A family's session ended: families have no password, only their personal link. */
  familySessionEnded:
    'Your session has ended. Please open your personal login link again, or ask us for a new one.',
  familyAskOnWhatsApp: 'Ask on WhatsApp',
  familyNewLinkText: 'Aoa. Please send me a new login link (Profile Id: {{id}})',
  matchmakerSignIn: 'Matchmaker sign-in',
  /** A family that lost its login link (decision 061): the overlay's e-mail form is for matchmakers. */
  lostLinkTitle: 'A family? Lost your login link?',
  lostLinkHelp:
    'Families do not use the e-mail and password above: you sign in with your personal login link. Type the phone number on your profile and ask us on WhatsApp, and we will send your link again.',
  lostLinkPhoneLabel: 'Phone number on your profile',
  lostLinkButton: 'Ask for my link on WhatsApp',
  lostLinkPhoneNeeded: 'Please type the phone number on your profile.',
  lostLinkPhoneInvalid: 'Please type a valid phone number, for example 03001234567.',
  /** Magic login link. */
  magicSigningIn: 'Signing you in…',
  magicLinkInvalid: 'This login link is not valid any more. Please ask your matchmaker for a new link.',
  /** `/login` without a link in memory: reloaded, or opened by hand (decision 050). */
  magicLinkMissing: 'Please open your personal login link again, as you received it.',
  magicLinkTitle: 'Login link',
  magicLinkDescription:
    'Your personal Rishta login link: it signs you in and opens the profiles chosen for you.',
  /** Pages that need a sign-in. */
  signInNeededTitle: 'Please sign in',
  signInNeeded: 'You need to sign in to see this page.',
  notAllowedTitle: 'Not allowed',
  notAllowed: 'You are not allowed to see this page. It is only for Rishta matchmakers (administrators).',
  /** User menu. */
  roleAdmin: 'Administrator',
  roleUser: 'User',
  greeting: 'Assalam-o-Alaikum, {{firstName}}!',
  logout: 'Logout',
  loggingOut: 'Logging out…',
  menuButtonLabel: 'Open user menu',
  menu: {
    dashboard: 'Dashboard',
    overview: 'Overview',
    activeProfiles: 'Active Profiles',
    pendingReviews: 'Pending Reviews',
    inactiveProfiles: 'Inactive Profiles',
    myProfile: 'My Profile',
    myConnections: 'My Connections',
    findMatch: 'Find a Match',
    myFamilies: 'My families',
    team: 'Team',
  },
};

export default auth;
