/**
 * How long the free-text cleaner takes on a page's worth of fields (decision 051): 1,000 realistic fields
 * without contacts (the common case) and 1,000 with them, each with a cleaner built per profile of 20
 * fields, as `profileForViewer` does. Not a test: `npx tsx bench/free-text.ts [path to a free-text module]`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

type Module = typeof import('../src/shared/free-text');
const path = process.argv[2] ?? new URL('../src/shared/free-text.ts', import.meta.url).pathname;
const { freeTextCleaner } = (await import(pathToFileURL(path).href)) as Module;

const clean = [
  'Lahore',
  'Software engineer',
  'Systems Ltd',
  'BSc Computer Science 2015, MSc 2017 from Punjab University',
  'MBBS from KEMU',
  'I am a simple, caring person. I like reading and cooking. Height 5 feet 6 inches, age 28.',
  '3 brothers, 2 sisters. Elder brother is a doctor in Karachi, younger studying in Class 10.',
  'میں ایک سادہ اور خیال رکھنے والی لڑکی ہوں۔ مجھے کتابیں پڑھنا پسند ہے۔',
  'Looking for an educated, well-mannered boy from a respectable family, age 28 to 34.',
  'Arain',
  'Islam',
  'Punjabi',
  'Retired government officer',
  'Housewife',
  'Teacher',
  'Beaconhouse School System',
  'Pakistan',
  'Rawalpindi',
  'Textile business',
  'Masters or above',
];
const dirty = [
  'Contact 0300–765–4321 or 0300,765,4321. Email hira.baig at gmail dot com. IG: hira_b_2000.',
  'Teacher 030076',
  '54321 Beaconhouse',
  'My name is Hira Baig, call zero three zero zero seven six five four three two one',
  'میرا نام حرا بیگ ہے. #HiraBaig',
  'whatsapp +92 313 777 7771 or mail hira@gmail.com',
  'H i r a from Lahore, snap: hirab',
  '０３００７６５４３２１',
  'Caring family, elder brother Ali Baig, call 0313-7777771',
  'BSc 2015, ph 0300 7654321',
];

const names = ['Hira Baig', 'Mirza Anwar Baig'];
function run(fields: string[], times: number): number {
  let total = 0;
  const start = performance.now();
  for (let t = 0; t < times; t++) {
    let cleaner = freeTextCleaner(names);
    for (let i = 0; i < 1000; i++) {
      if (i % 20 === 0) cleaner = freeTextCleaner(names);
      total += cleaner(fields[i % fields.length]!).length;
    }
  }
  if (total < 0) console.log(total);
  return (performance.now() - start) / times;
}

for (let warm = 0; warm < 3; warm++) run(clean, 20), run(dirty, 20);
const rounds = 5;
const best = (fields: string[]) => Math.min(...Array.from({ length: rounds }, () => run(fields, 20)));
console.log(`1,000 fields without contacts: ${best(clean).toFixed(3)} ms`);
console.log(`1,000 fields with contacts:    ${best(dirty).toFixed(3)} ms`);
