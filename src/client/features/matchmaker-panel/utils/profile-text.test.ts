import { i18n, loadNamespaces } from '@client/lib/i18n';
import { full } from '@client/lib/profile-text/sample-profiles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyProfileText, profileText } from './profile-text';

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'ur']);
  await loadNamespaces('profileView');
});
afterAll(() => i18n.changeLanguage('en'));

describe('profileText', () => {
  it("for families holds every section but no woman's name, no contact details and no contacts in free text", () => {
    const text = profileText({
      ...full,
      fatherName: 'Imran Khan',
      aboutYou: 'I am Ayesha, call 0300-1234567 or mail ayesha@example.pk',
    });
    expect(text.startsWith('Profile #12\n\nPersonal\nAge: 27')).toBe(true);
    expect(text).not.toContain('Ayesha');
    expect(text).not.toContain('Imran');
    // Issue 29: the name is left out of the sentence; contacts stay hidden.
    expect(text).toContain('About: I am, call [hidden] or mail [hidden]');
    expect(text).toContain('Height: 5\'4"');
    expect(text).toContain(
      '\n\nEducation/Profession\nJob Type: Not Working\nMonthly Income: Rs 150,000 (1 lakh 50 hazar)',
    );
    expect(text).toContain('\n\nPartner Requirements\nPartner Details: A kind');
    expect(text).not.toContain('+923001234567');
    expect(text).not.toContain('Johar Town');
  });
  it('leaves a hidden name out of the sentence rather than writing [hidden] (issue 29)', () => {
    const text = profileText({
      ...full,
      aboutYou: 'Ayesha Khan is a BDS graduate. Her father, Imran, is a doctor.',
      fatherName: 'Imran Khan',
    });
    expect(text).toContain('About: Is a BDS graduate. Her father, is a doctor.');
    expect(text).not.toContain('[hidden]');
  });
  it("keeps a man's name for families, and gives matchmakers everything", () => {
    expect(
      profileText({ ...full, gender: 'Male', name: 'Bilal Ahmed' }).startsWith('Profile #12 – Bilal Ahmed'),
    ).toBe(true);
    const whole = profileText(full, undefined, 'matchmakers');
    expect(whole.startsWith('Profile #12 – Ayesha Khan\n\nPersonal\nName: Ayesha Khan\nAge: 27')).toBe(true);
    expect(whole).toContain('+923001234567');
    expect(whole).toContain('Johar Town');
  });
  it('stays in English on an Urdu page (a matchmaker pastes it into chats)', async () => {
    await i18n.changeLanguage('ur');
    const text = profileText(full);
    expect(text).toContain('Marital Status: Divorced');
    expect(text).toContain('Monthly Income: Rs 150,000 (1 lakh 50 hazar)');
    await i18n.changeLanguage('en');
  });
});

describe('copyProfileText', () => {
  it('copies and answers true', async () => {
    const writeText = vi.fn(async () => {});
    await expect(copyProfileText('x', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('x');
  });
  it("logs exactly 'Failed to copy profile' and answers false on failure", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(copyProfileText('x', { writeText })).resolves.toBe(false);
    await expect(copyProfileText('x', undefined)).resolves.toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Failed to copy profile');
    log.mockRestore();
  });
});
