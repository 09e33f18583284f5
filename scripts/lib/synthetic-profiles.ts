/**
 * Realistic synthetic families (names, cities, castes, sects, professions, partner requirements), made from a
 * seeded generator so that a benchmark or a demo database is the same every time. Used by `npm run bench`
 * and `npm run seed:demo`.
 */
import { PAKISTAN_CITIES } from '@shared/places';
import type { Insertable } from 'kysely';
import { randomToken } from '../../src/server/auth/secrets';
import type { ProfileRow, ProfileTable } from '../../src/server/db/schema';
import { matchColumns } from '../../src/server/profiles/columns';

export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly [T, number][]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r <= 0) return item;
    }
    return items[items.length - 1][0];
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}

const MALE_NAMES = [
  'Muhammad Ali',
  'Ahmed',
  'Bilal',
  'Usman',
  'Hamza',
  'Hassan',
  'Faisal',
  'Imran',
  'Kamran',
  'Zeeshan',
  'Omer',
  'Saad',
  'Talha',
  'Adeel',
  'Waqas',
  'Asad',
  'Haris',
  'Junaid',
  'Shahzad',
  'Fahad',
];
const FEMALE_NAMES = [
  'Ayesha',
  'Fatima',
  'Sana',
  'Hira',
  'Maryam',
  'Zainab',
  'Amna',
  'Rabia',
  'Sadia',
  'Mehwish',
  'Iqra',
  'Anam',
  'Kiran',
  'Nimra',
  'Saba',
  'Bushra',
  'Hina',
  'Sidra',
  'Javeria',
  'Noor',
];
const FAMILY_NAMES = [
  'Khan',
  'Ahmed',
  'Malik',
  'Butt',
  'Sheikh',
  'Qureshi',
  'Chaudhry',
  'Raza',
  'Iqbal',
  'Hussain',
  'Mirza',
  'Awan',
  'Siddiqui',
  'Abbasi',
  'Javed',
];
const CASTES = [
  'Rajput',
  'Arain',
  'Jatt',
  'Awan',
  'Sheikh',
  'Syed',
  'Mughal',
  'Butt',
  'Malik',
  'Qureshi',
  'Pathan',
  'Baloch',
  'Memon',
  'Ansari',
  'Gujjar',
];
const BIG_CITIES: [string, number][] = [
  ['Lahore', 20],
  ['Karachi', 20],
  ['Islamabad', 8],
  ['Rawalpindi', 8],
  ['Faisalabad', 7],
  ['Multan', 5],
  ['Peshawar', 5],
  ['Gujranwala', 4],
  ['Sialkot', 3],
  ['Hyderabad', 3],
  ['Quetta', 2],
  ['Sargodha', 2],
  ['Bahawalpur', 2],
];
const EDUCATION: [string, number, number][] = [
  ['Matric', 10, 2],
  ['FA', 12, 4],
  ['BA', 14, 10],
  ['BS Computer Science', 16, 12],
  ['BBA', 16, 8],
  ['MBA', 18, 8],
  ['MSc', 16, 8],
  ['M.Phil', 18, 4],
  ['MBBS', 17, 6],
  ['BDS', 16, 2],
  ['B.Pharm', 16, 3],
  ['PhD', 21, 1],
  ['BE Civil', 16, 5],
];
const JOBS: [string, string, string | null][] = [
  ['Private', 'Software Engineer', 'Systems Ltd'],
  ['Private', 'Accountant', 'Meezan Bank'],
  ['Government', 'Lecturer', 'Punjab Education Department'],
  ['Government', 'Medical Officer', 'DHQ Hospital'],
  ['Business', 'Textile Business', null],
  ['Private', 'Teacher', 'Beaconhouse'],
  ['Private', 'Banker', 'HBL'],
  ['Government', 'Civil Engineer', 'WAPDA'],
  ['Business', 'Shop Owner', null],
  ['Private', 'Pharmacist', 'Getz Pharma'],
];

export type SyntheticOptions = { count: number; seed?: number };

/** `count` profiles as rows ready to insert, with their matching columns already computed. */
export function* syntheticProfiles({
  count,
  seed = 42,
}: SyntheticOptions): Generator<Insertable<ProfileTable>> {
  const r = seededRandom(seed);
  const smallCities = PAKISTAN_CITIES.map((c) => [c.name, 0.15] as [string, number]);
  const cities = [...BIG_CITIES, ...smallCities];
  for (let i = 0; i < count; i++) {
    const gender = r.chance(0.5) ? 'Male' : 'Female';
    const age = gender === 'Male' ? r.int(22, 45) : r.int(19, 38);
    const marital = r.weighted<string>([
      ['Single', 86],
      ['Divorced', 7],
      ['Widowed', 2],
      ['Nikah Broken (No Rukhsati)', 3],
      ...(gender === 'Male' ? ([['Married', 2]] as [string, number][]) : []),
    ]);
    const previouslyMarried = ['Divorced', 'Widowed', 'Married'].includes(marital);
    const haveChildren = previouslyMarried && r.chance(0.4);
    const [education, educationYears] = r.weighted(EDUCATION.map(([e, y, w]) => [[e, y] as const, w]));
    const working = gender === 'Male' ? r.chance(0.95) : r.chance(0.45);
    const [jobType, jobTitle, company] = working ? r.pick(JOBS) : ['Un Employed', null, null];
    const religion = r.weighted<string>([
      ['Muslim', 95],
      ['Christian', 3],
      ['Hindu', 2],
    ]);
    const sect =
      religion === 'Muslim'
        ? r.weighted<string>([
            ['Sunni', 70],
            ['Ahle Hadees', 8],
            ['Shia', 14],
            ['Syed (Sunni)', 5],
            ['Syed (Shia)', 3],
          ])
        : null;
    const first = r.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES);
    const city = r.weighted(cities);
    const heightFt =
      gender === 'Male'
        ? r.weighted([
            [5, 85],
            [6, 15],
          ] as [number, number][])
        : r.weighted([
            [4, 8],
            [5, 92],
          ] as [number, number][]);
    const values: Insertable<ProfileTable> = {
      name: `${first} ${r.pick(FAMILY_NAMES)}`,
      age,
      gender,
      phoneNo: `+923${String(r.int(0, 49)).padStart(2, '0')}${String(1_000_000 + i).slice(-7)}`,
      familyPhoneNo: r.chance(0.6)
        ? `+923${String(r.int(0, 49)).padStart(2, '0')}${String(r.int(1_000_000, 9_999_999))}`
        : null,
      email: r.chance(0.3) ? `family${i}@example.pk` : null,
      city,
      address: `House ${r.int(1, 900)}, Block ${String.fromCharCode(65 + r.int(0, 10))}`,
      residenceType: r.weighted([
        ['Own', 70],
        ['Rented', 25],
        ['Official', 5],
      ] as [string, number][]),
      homeTown: r.chance(0.5) ? r.weighted(cities) : null,
      heightFt,
      heightIn: heightFt === 6 ? r.int(0, 3) : r.int(0, 11),
      maritalStatus: marital,
      marriedYears: previouslyMarried ? r.int(0, 8) + r.int(0, 11) / 12 : null,
      haveChildren: previouslyMarried ? haveChildren : null,
      children: haveChildren ? r.int(1, 3) : null,
      hasDisability: r.chance(0.02),
      disabilities: null,
      aboutYou: `${first} is a ${education} graduate${jobTitle ? ` working as a ${jobTitle}` : ''} from a respectable family in ${city}.`,
      fatherName: `${r.pick(MALE_NAMES)} ${r.pick(FAMILY_NAMES)}`,
      fatherOccupation: r.pick([
        'Retired government officer',
        'Businessman',
        'Farmer',
        'Teacher',
        'Doctor',
        'Late',
      ]),
      motherOccupation: r.pick(['Housewife', 'Housewife', 'Teacher', 'Doctor']),
      caste: r.chance(0.9) ? r.pick(CASTES) : null,
      religion,
      sect,
      nativeLanguage: r.weighted([
        ['Punjabi', 45],
        ['Urdu Speaking', 25],
        ['Pashto', 12],
        ['Sindhi', 6],
        ['Saraiki', 7],
        ['Hindko', 3],
        ['Balochi', 2],
      ] as [string, number][]),
      brothers: r.int(0, 4),
      sisters: r.int(0, 4),
      education,
      educationYears,
      educationInstituteName: r.pick([
        'Punjab University',
        'University of Karachi',
        'NUST',
        'COMSATS',
        'King Edward Medical University',
        'GC University',
        'LUMS',
      ]),
      jobType,
      jobTitle,
      company,
      workCountry:
        jobType === 'Un Employed'
          ? null
          : r.chance(0.9)
            ? 'Pakistan'
            : r.pick(['Saudi Arabia', 'United Arab Emirates', 'United Kingdom', 'Canada']),
      workCity: jobType === 'Un Employed' ? null : city,
      monthlyIncome: jobType === 'Un Employed' ? null : r.int(5, 60) * 5000,
      partnerEducation: r.pick(['Graduate', 'Masters', 'At least BA', 'Doctor preferred', 'Educated']),
      partnerDetails:
        r.pick([
          'Educated family, good character.',
          'Religious and well-mannered.',
          'Prefer same caste, from Punjab.',
          'Working professional.',
          '',
        ]) || null,
      status: r.weighted([
        ['Active', 85],
        ['Review', 10],
        ['InActive', 5],
      ] as ['Active' | 'Review' | 'InActive', number][]),
      paidFee: r.weighted([
        [0, 60],
        [5000, 30],
        [20000, 10],
      ] as [number, number][]),
      accessToken: randomToken(24),
      prefCaste: r.chance(0.1) ? r.pick(CASTES) : null,
      prefMinEducationYears: r.chance(0.1) ? 14 : null,
    };
    yield { ...values, ...matchColumns({ id: i, ...values } as unknown as ProfileRow) };
  }
}
