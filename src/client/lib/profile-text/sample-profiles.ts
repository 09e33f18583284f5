import type { ProfileView } from '@shared/profile-view';

/** A woman's profile as a viewer receives it, with little and with much filled in (the profile-text tests). */
export const base: ProfileView = {
  _id: 12,
  age: 27,
  gender: 'Female',
  city: 'Lahore',
  maritalStatus: 'Divorced',
  religion: 'Muslim',
  picturesHidden: false,
};

export const full: ProfileView = {
  ...base,
  name: 'Ayesha Khan',
  phoneNo: '+923001234567',
  address: 'Johar Town',
  heightFt: 5,
  heightIn: 4,
  marriedYears: 1.5,
  haveChildren: false,
  hasDisability: false,
  sect: 'Sunni',
  brothers: 2,
  brothersMaritalInformation: 1,
  jobType: 'Un Employed',
  monthlyIncome: 150_000,
  aboutYou: '   ',
  partnerDetails: 'A kind, educated man from a respectful family who values both deen and duniya.',
};
