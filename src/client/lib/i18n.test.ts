import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, NAMESPACES, optionLabel, placeLabel, translateServerMessage } from './i18n';

afterAll(() => i18n.changeLanguage('en'));

/** Every key path of a catalog, e.g. 'labels.age'. */
function keys(catalog: unknown, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('i18n', () => {
  it('speaks English by default, and Urdu once switched, with English for what Urdu lacks', async () => {
    await loadNamespaces('form');
    expect(i18n.t('form:submitCreate')).toBe('Submit Profile');
    expect(translateServerMessage('Please enter age')).toBe('Please enter age');
    expect(optionLabel('Un Employed', 'Not Working')).toBe('Not Working');

    await i18n.changeLanguage('ur');
    expect(i18n.t('form:submitCreate')).toBe('پروفائل جمع کرائیں');
    expect(translateServerMessage('Please enter age')).toBe('براہ کرم عمر درج کریں');
    expect(translateServerMessage('Some new server message.')).toBe('Some new server message.');
    expect(optionLabel('Single')).toBe('غیر شادی شدہ');
    // A listed city in Urdu (issue 30); a place not in the list as it is.
    expect(placeLabel('Lahore')).toBe('لاہور');
    expect(placeLabel('Dubai')).toBe('Dubai');
  });

  it('has every English key in Urdu, for every feature namespace', async () => {
    const features = NAMESPACES.filter((ns) => ns !== 'messages' && ns !== 'options');
    await i18n.loadLanguages(['en', 'ur']);
    await i18n.loadNamespaces([...features]);
    for (const ns of features) {
      const english = keys(i18n.getResourceBundle('en', ns)).sort();
      const urdu = keys(i18n.getResourceBundle('ur', ns)).sort();
      expect(urdu, ns).toEqual(english);
    }
  });
});
