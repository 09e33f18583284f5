/** English of the landing page (namespace `home`). */
const home = {
  meta: {
    description:
      'Rishta: trusted matchmaking for Pakistani families at home and overseas. Submit your profile; our matchmakers review it and send you matching profiles.',
  },
  hero: {
    eyebrow: 'Matchmaking for Pakistani families',
    titleStart: 'Find the right rishta, ',
    titleAccent: 'with people you can trust',
    text: 'Submit your profile once. Our matchmakers review it and introduce you to families whose requirements match yours, in Pakistan and overseas.',
    submitProfile: 'Submit Profile',
    trustTitle: 'Why families trust Rishta',
    trust: {
      free: 'Receiving matches is free; no monthly fees',
      reviewed: 'Every profile is reviewed by a matchmaker',
      twoWay: 'You only see families whose requirements you meet, and they only see you if you meet theirs',
      privacy: "A woman's pictures, phone number and name are shared only after she approves",
    },
  },
  steps: {
    title: '4 Simple Steps to Find Your Match',
    intro: 'A matchmaker stays with you from the first form to the first meeting.',
    step: 'Step {{number}}',
    submit: {
      title: 'Submit Profile',
      text: 'Fill in one form about yourself, your family and the partner you are looking for.',
    },
    review: {
      title: 'Profile Review',
      text: 'A matchmaker checks your details, may call you to confirm them, and makes your profile active.',
    },
    matches: {
      title: 'Receive Matches',
      text: 'Within a few days you start receiving profiles that meet your requirements, free of charge.',
    },
    contact: {
      title: 'Contact Your Matches',
      text: 'When both families are interested, we share contact details so that the families can meet.',
    },
    startHere: 'Start Here',
  },
  getStarted: {
    title: 'Ready to begin?',
    text: 'It takes about ten minutes. Keep your family details and a few pictures at hand.',
    button: 'Get Started',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Fees, privacy and how it works.',
    fees: {
      question: 'What does it cost?',
      free: 'Receiving matches is free.',
      /** `<b>` marks the amounts. */
      paid: 'When you want the contact details of families, you pay a one-time fee of <b>Rs 5,000</b>. When a match is finalised, a success fee of <b>Rs 15,000</b> is paid. There are no monthly or other recurring fees.',
    },
    privacy: {
      question: "Who can see my daughter's pictures, phone number and name?",
      answer:
        "A woman's pictures, phone number and name are shared only after she approves a profile. Until then families see her details without them.",
    },
    review: {
      question: 'How does the profile review work?',
      answer:
        'After you submit your profile, a matchmaker reads it and may call you on the number you gave to confirm the details. Once reviewed, your profile becomes active and matches begin within a few days. Your profile is only shown to families whose requirements you meet, and theirs to you.',
    },
    overseas: {
      question: 'We live outside Pakistan. Can we use Rishta?',
      answer:
        'Yes. Overseas Pakistani families are welcome. Enter your phone number with its country code (for example +44 or +1), and mention your country and city of work; our matchmakers talk to families on WhatsApp, wherever they live.',
    },
    login: {
      question: 'How do I see my matches?',
      answer:
        'After the review, your matchmaker sends you a personal login link. It opens the profiles chosen for you, where you mark each one Interested or Not Interested.',
    },
  },
};

export default home;
