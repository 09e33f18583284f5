import type { Locator, Page } from '@playwright/test';
import { type AdminApi, expect, expectNoSidewaysScroll, familyProfile, shot, test } from './fixtures';

/**
 * Issue 16 item 9, "Urdu direction and spacing", checked on what the browser draws, not on the text alone:
 * where each part of a line lands (left/right), on how many lines, and in which face. At 360 px, in Urdu,
 * then the same screens in English.
 */

test.use({ viewport: { width: 360, height: 740 } });

interface Drawn {
  part: string;
  left: number;
  right: number;
  top: number;
  /** How many lines the part is drawn over. */
  lines: number;
  /** Left edge of each character, in logical order (bidi marks left out). */
  charLefts: number[];
  font: string;
}

/**
 * Where each part is drawn inside the element, found one after the other in its text (a repeated "·" is the
 * next one). Spaces in the page's text match any space, non-breaking ones included.
 */
function drawn(locator: Locator, parts: readonly string[]): Promise<Drawn[]> {
  return locator.evaluate((element, parts) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    /** The text node and offset of a position: the node it starts (`first`) or the node it ends. */
    const at = (offset: number, first = false): [Text, number] => {
      let rest = offset;
      for (const node of nodes) {
        if (first ? rest < node.data.length : rest <= node.data.length) return [node, rest];
        rest -= node.data.length;
      }
      throw new Error(`offset ${offset} is past the end`);
    };
    const range = (from: number, to: number) => {
      const r = document.createRange();
      r.setStart(...at(from, true));
      r.setEnd(...at(to));
      return r;
    };
    let from = 0;
    return parts.map((part) => {
      const pattern = new RegExp(
        [...part]
          .map((ch) => (ch === ' ' ? '[\\s\\u00a0]' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('[\\u2066-\\u2069]*'),
        'u',
      );
      const found = pattern.exec(text.slice(from));
      if (!found) throw new Error(`"${part}" not found in "${text}" after ${from}`);
      const start = from + found.index;
      const end = start + found[0].length;
      from = end;
      const whole = range(start, end);
      const rects = [...whole.getClientRects()].filter((rect) => rect.width > 0);
      const tops = new Set(rects.map((rect) => Math.round(rect.top / 4)));
      const box = whole.getBoundingClientRect();
      const charLefts: number[] = [];
      for (let i = start; i < end; i += 1) {
        if (/[\u2066-\u2069]/.test(text[i] ?? '')) continue;
        charLefts.push(range(i, i + 1).getBoundingClientRect().left);
      }
      const holder = at(start, true)[0].parentElement ?? element;
      return {
        part,
        left: box.left,
        right: box.right,
        top: box.top,
        lines: tops.size,
        charLefts,
        font: getComputedStyle(holder).fontFamily,
      };
    });
  }, parts);
}

/** Drawn left to right, character after character, on one line (an isolated Latin or number run). */
function expectLeftToRight(run: Drawn) {
  expect(run.lines, `${run.part} on one line`).toBe(1);
  const sorted = [...run.charLefts].sort((a, b) => a - b);
  expect(run.charLefts, `${run.part} drawn left to right`).toEqual(sorted);
}

/**
 * On each line, the parts stand in this order from right to left (Urdu) or left to right (English), none
 * overlapping.
 */
function expectReadingOrder(parts: readonly Drawn[], direction: 'rtl' | 'ltr') {
  for (let i = 1; i < parts.length; i += 1) {
    const [before, after] = [parts[i - 1] as Drawn, parts[i] as Drawn];
    if (after.top > before.top + 4) continue; // the next part opens the next line
    const label = `"${before.part}" then "${after.part}"`;
    if (direction === 'rtl') expect(after.right, label).toBeLessThanOrEqual(before.left + 0.5);
    else expect(after.left, label).toBeGreaterThanOrEqual(before.right - 0.5);
  }
}

/** "Lahore." with its full stop after the word, on the same line: not ".I teach … Lahore". */
function expectFullStopAtTheEnd([word, stop]: Drawn[]) {
  expect(stop?.top).toBeCloseTo(word?.top ?? 0, 0);
  expect(stop?.left ?? 0).toBeGreaterThanOrEqual((word?.right ?? 0) - 0.5);
}

const latinFace = (run: Drawn) => expect(run.font, `${run.part} in a Latin face`).toMatch(/^system-ui/);

async function setUp(adminApi: AdminApi) {
  const woman = await adminApi.createProfile(
    familyProfile({
      name: 'Sana Malik',
      age: 27,
      gender: 'Female',
      heightFt: 5,
      heightIn: 4,
      education: 'MA English',
      jobTitle: 'Lecturer',
      jobType: 'Government',
      workCountry: 'Pakistan',
      workCity: 'Lahore',
      aboutYou: 'I teach English at a school in Lahore.',
    }),
  );
  const man = await adminApi.createProfile(
    familyProfile({ name: 'Bilal Ahmed', age: 30, gender: 'Male', address: 'Block C, Model Town' }),
  );
  const sent = await adminApi.call('POST', '/api/profile-connection', {
    sentTo: man.id,
    profileSent: woman.id,
  });
  expect(sent.status).toBe(200);
  return { woman, man };
}

async function openIn(page: Page, language: 'ur' | 'en') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
}

test('in Urdu, English words, numbers and phone numbers keep their order, spacing and separators', async ({
  adminApi,
  page,
  loginAsFamily,
}) => {
  const { woman, man } = await setUp(adminApi);
  await openIn(page, 'ur');

  // My Connections: "27 سال · لاہور · MA English", one separator between each pair, read right to left.
  await loginAsFamily(page, man, '/my-connections');
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  const card = page.getByTestId('connection-card').getByText('27 سال · لاہور · MA English');
  await expect(card).toBeVisible();
  const connection = await drawn(card, ['27', '·', 'لاہور', '·', 'MA English']);
  expectReadingOrder(connection, 'rtl');
  expectLeftToRight(connection[4] as Drawn);
  latinFace(connection[4] as Drawn);
  await shot(page, 'connections-ur', { fullPage: true });

  // The list card: the height reads 5'4" and stays between the city and the marital status.
  await page.goto('/profiles');
  const article = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: `پروفائل #${woman.id}`, exact: true }) });
  const facts = article.getByText('27 سال · لاہور ·');
  await expect(facts).toContainText('غیر شادی شدہ');
  const head = await drawn(facts, ['27', '·', 'لاہور', '·', `5'4"`, '·', 'غیر شادی شدہ']);
  expectReadingOrder(head, 'rtl');
  expectLeftToRight(head[4] as Drawn);
  // A fact goes to the next line whole: not "غیر" at the end of one line and "شادی شدہ" on the next.
  expect(head[6]?.lines, 'the marital status on one line').toBe(1);
  const education = await drawn(article.getByText('MA English'), ['MA English']);
  latinFace(education[0] as Drawn);
  // The job: the title she typed (Latin), then the job type in Urdu, each in its own direction and face.
  const job = article.locator('dd').filter({ hasText: 'Lecturer' });
  await expect(job).toHaveText('Lecturer، سرکاری ملازمت');
  const [title, comma, type] = (await drawn(job, ['Lecturer', '،', 'سرکاری ملازمت'])) as Drawn[];
  expectReadingOrder([title, comma, type] as Drawn[], 'rtl');
  latinFace(title as Drawn);
  expect((type as Drawn).font, 'the job type in the Urdu face').not.toMatch(/^system-ui/);
  // The score: "مطابقت 84%" with the sign after the number, as written, not "%84".
  const score = article.getByTestId('match-score');
  const percent = (await score.locator('bdi[dir="ltr"]').textContent()) ?? '';
  expect(percent).toMatch(/^\d+%$/);
  const [word, number] = (await drawn(score, ['مطابقت', percent])) as Drawn[];
  expectReadingOrder([word, number] as Drawn[], 'rtl');
  expectLeftToRight(number as Drawn);
  await expectNoSidewaysScroll(page);

  // The profile view: a family's English sentence ends with its full stop, on the right.
  await page.goto(`/profile/${woman.id}`);
  const about = page.locator('[data-field="aboutYou"] dd');
  await expect(about).toHaveText('I teach English at a school in Lahore.');
  const [sentence] = await drawn(about, ['I teach English at a school in Lahore.']);
  latinFace(sentence as Drawn);
  expectFullStopAtTheEnd(await drawn(about, ['Lahore', '.']));
  const header = page.getByText(`27 سال · لاہور`);
  expectReadingOrder(await drawn(header, ['27', '·', 'لاہور']), 'rtl');
  await shot(page, 'profile-ur', { fullPage: true });

  // My Profile: the address keeps its word spaces (the Nastaliq space ran them together).
  await page.goto('/my-profile');
  const address = page.locator('[data-field="address"] dd');
  await expect(address).toHaveText('Block C, Model Town');
  const [block, c, model, town] = (await drawn(address, ['Block', 'C', 'Model', 'Town'])) as Drawn[];
  expectReadingOrder([block, c, model, town] as Drawn[], 'ltr');
  const em = await address.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  // The space drawn between "Block" and "C": a Latin word space is about a quarter of an em; the Nastaliq
  // face's was an eighth, and the words ran together.
  const gap = ((c as Drawn).left - (block as Drawn).right) / em;
  expect(gap).toBeGreaterThan(0.2);

  // The form: every allowed phone format on one line, "+1 555 123 4567" read left to right.
  await page.goto('/profile/add');
  const hint = page.getByText('قابلِ قبول انداز:').first();
  await hint.scrollIntoViewIfNeeded();
  const formats = await drawn(hint, ['03009876543', '+923009876543', '+1 555 123 4567']);
  for (const format of formats) expectLeftToRight(format);
  expectReadingOrder(formats, 'rtl');
  await shot(page, 'form-ur');
  await expectNoSidewaysScroll(page);
});

test('in English the same lines read left to right as before', async ({ adminApi, page, loginAsFamily }) => {
  const { woman, man } = await setUp(adminApi);
  await openIn(page, 'en');

  await loginAsFamily(page, man, '/my-connections');
  const card = page.getByTestId('connection-card').getByText('27 years · Lahore · MA English');
  await expect(card).toBeVisible();
  expectReadingOrder(await drawn(card, ['27 years', '·', 'Lahore', '·', 'MA English']), 'ltr');

  await page.goto(`/profile/${woman.id}`);
  const about = page.locator('[data-field="aboutYou"] dd');
  expectFullStopAtTheEnd(await drawn(about, ['Lahore', '.']));

  await page.goto('/profile/add');
  const hint = page.getByText('Allowed formats: 03009876543, +923009876543, +1 555 123 4567').first();
  await expect(hint).toBeVisible();
});

/** The element's right edge, less its padding: where a line set on the page's side (Urdu: the right) ends. */
const rightEdge = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.right - Number.parseFloat(getComputedStyle(element).paddingRight);
  });

test("in Urdu, a matchmaker's English sentences end with their full stop, on the page's side (decision 098)", async ({
  adminApi,
  adminPage: page,
}) => {
  const { woman } = await setUp(adminApi);
  await openIn(page, 'ur');

  // The matchmakers' panel of a profile (English, decision 017) on a page laid out right to left.
  await page.goto(`/profile/${woman.id}`);
  const hint = page.getByText(
    'Partner preferences. Where none is set, the default for this profile applies.',
  );
  await expect(hint).toBeVisible();
  const sentence = await drawn(hint, ['applies', '.']);
  expectFullStopAtTheEnd(sentence);
  expect(sentence[1]?.right ?? 0).toBeCloseTo(await rightEdge(hint), 0);
  // The payments, translated inside the panel, keep the page's direction.
  const ledger = page.getByTestId('profile-ledger').locator('p').first();
  await expect(ledger).toBeVisible();
  expect(await ledger.evaluate((element) => getComputedStyle(element).unicodeBidi)).not.toBe('plaintext');

  // A matchmaker's dialog.
  await page.getByRole('button', { name: 'Send Profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Profile #${woman.id}` });
  const listed = dialog.getByText('Only Active men are listed.');
  await expect(listed).toBeVisible();
  expectFullStopAtTheEnd(await drawn(listed, ['listed', '.']));
  await shot(page, 'matchmaker-english-on-urdu-page-360');
  await page.keyboard.press('Escape');

  // A page of its own (what the dashboard shows depends on the bureau's day; the team's note does not).
  await page.goto('/admin/team');
  const note = page.getByText(
    'Matchmakers of the bureau. Owners add matchmakers, change roles and deactivate accounts.',
  );
  await expect(note).toBeVisible();
  expectFullStopAtTheEnd(await drawn(note, ['accounts', '.']));
});
