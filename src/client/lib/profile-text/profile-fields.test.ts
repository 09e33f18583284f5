import { i18n, loadNamespaces } from '@client/lib/i18n';
import type { ProfileView } from '@shared/profile-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSections, profileTitle } from './profile-fields';
import { base, full } from './sample-profiles';
import { englishViewText, type ViewText, viewText } from './view-text';

let en: ViewText;

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'ur']);
  await loadNamespaces('profileView');
  en = englishViewText();
});
afterAll(() => i18n.changeLanguage('en'));

const fieldOf = (p: ProfileView, key: string, text = en) =>
  profileSections(p, text)
    .flatMap((s) => s.fields)
    .find((f) => f.key === key);

describe('profileSections', () => {
  it('shows only the fields present, in sections that have any', () => {
    const sections = profileSections(base, en);
    expect(sections.map((s) => s.id)).toEqual(['personal', 'family']);
    expect(sections[0].fields.map((f) => f.key)).toEqual(['age', 'gender', 'maritalStatus', 'city']);
    expect(sections[1].fields.map((f) => [f.label, f.value])).toEqual([['Religion', 'Muslim']]);
  });
  it('formats height, marriage duration, job type, income and yes/no', () => {
    expect(fieldOf(full, 'height')?.value).toBe('5\'4"');
    expect(fieldOf(full, 'marriedYears')?.value).toBe('1 year 6 months');
    expect(fieldOf(full, 'haveChildren')?.value).toBe('No');
    expect(fieldOf(full, 'jobType')?.value).toBe('Not Working');
    expect(fieldOf(full, 'monthlyIncome')).toMatchObject({ value: 'Rs 150,000', detail: '1 lakh 50 hazar' });
    expect(fieldOf(full, 'aboutYou')).toBeUndefined();
    expect(fieldOf(full, 'partnerDetails')?.long).toBe(true);
    expect(fieldOf(full, 'phoneNo')?.contact).toBe(true);
    expect(fieldOf(full, 'phoneNo')?.ltr).toBe(true);
    expect(fieldOf(full, 'height')?.ltr).toBe(true);
    expect(fieldOf(full, 'address')?.ltr).toBe(false);
  });
  it('speaks Urdu on an Urdu page: titles, labels, options and value words, with digits kept', async () => {
    await i18n.changeLanguage('ur');
    const ur = viewText(i18n.getFixedT(null, 'profileView'));
    expect(profileSections(full, ur).map((s) => s.title)).toEqual([
      'ذاتی معلومات',
      'خاندانی معلومات',
      'تعلیم اور پیشہ',
      'جیون ساتھی کی شرائط',
    ]);
    expect(fieldOf(full, 'maritalStatus', ur)).toMatchObject({ label: 'ازدواجی حیثیت', value: 'طلاق یافتہ' });
    expect(fieldOf(full, 'gender', ur)?.value).toBe('خاتون');
    expect(fieldOf(full, 'marriedYears', ur)?.value).toBe('1 سال 6 مہینے');
    expect(fieldOf(full, 'haveChildren', ur)?.value).toBe('نہیں');
    expect(fieldOf(full, 'jobType', ur)?.value).toBe('برسرِ روزگار نہیں');
    expect(fieldOf(full, 'sect', ur)?.value).toBe('سنی');
    expect(fieldOf(full, 'city', ur)?.value).toBe('لاہور');
    expect(fieldOf(full, 'height', ur)?.value).toBe('5\'4"');
    expect(fieldOf(full, 'monthlyIncome', ur)).toMatchObject({
      value: 'Rs 150,000',
      detail: '1 لاکھ 50 ہزار',
    });
    expect(profileTitle(base, ur.t)).toBe('پروفائل #12');
    await i18n.changeLanguage('en');
  });
  it('shows the own words of job type Other', () => {
    expect(fieldOf({ ...base, jobType: 'Other', otherJobType: 'Freelancer' }, 'jobType')?.value).toBe(
      'Freelancer',
    );
    expect(fieldOf({ ...base, jobType: 'Other' }, 'jobType')?.value).toBe('Other');
  });
});

describe('profileTitle', () => {
  it('is the name, or Profile #id without one', () => {
    expect(profileTitle(full, en.t)).toBe('Ayesha Khan');
    expect(profileTitle(base, en.t)).toBe('Profile #12');
    expect(profileTitle({ _id: 3, name: ' ' }, en.t)).toBe('Profile #3');
  });
});
