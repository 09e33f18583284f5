/**
 * How long the free-text cleaner takes on a page's worth of fields (decision 051): 1,000 realistic fields
 * without contacts (the common case) and 1,000 with them, each with a cleaner built per profile of 20
 * fields, as `profileForViewer` does. Not a test: `npx tsx bench/free-text.ts [paths of free-text modules]`
 * (this tree's by default); several modules are timed in turns, in one process, to compare them fairly.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

type Module = typeof import('../src/shared/free-text');
const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [new URL('../src/shared/free-text.ts', import.meta.url).pathname];
const modules = await Promise.all(
  paths.map(async (path) => (await import(pathToFileURL(path).href)) as Module),
);

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
function run({ freeTextCleaner }: Module, fields: string[], times: number): number {
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

const best = paths.map(() => ({ clean: Infinity, dirty: Infinity }));
for (let round = 0; round < 15; round++)
  modules.forEach((module, m) => {
    best[m]!.clean = Math.min(best[m]!.clean, run(module, clean, 20));
    best[m]!.dirty = Math.min(best[m]!.dirty, run(module, dirty, 20));
  });
paths.forEach((path, m) => {
  console.log(path);
  console.log(`  1,000 fields without contacts: ${best[m]!.clean.toFixed(3)} ms`);
  console.log(`  1,000 fields with contacts:    ${best[m]!.dirty.toFixed(3)} ms`);
});
