import { describe, expect, it } from 'vitest';
import { cityAsStored, cityKey, isListedCity, listedCity, searchCities, urduCityName } from './city';
import { PAKISTAN_CITIES } from './places';
import { CITY_ALIASES } from './places/aliases';
import { URDU_CITY_NAMES } from './places/urdu-names';

const names = (cities: readonly { name: string }[]) => cities.map((c) => c.name);

describe('listedCity: a typed city as the list spells it (issue 16)', () => {
  it('finds every listed city whatever its case and spacing', () => {
    for (const city of PAKISTAN_CITIES) {
      expect(listedCity(city.name)?.name).toBe(city.name);
      expect(listedCity(`  ${city.name.toUpperCase()}  `)?.name).toBe(city.name);
      expect(listedCity(city.name.toLowerCase().replace(/ /g, ''))?.name).toBe(city.name);
    }
    expect(listedCity('rahim  yar   khan')?.name).toBe('Rahim Yar Khan');
    expect(listedCity('Rahim-Yar-Khan')?.name).toBe('Rahim Yar Khan');
  });

  it('knows the variants families write', () => {
    const known: [string, string][] = [
      ['Lahor', 'Lahore'],
      ['DHA Lahore', 'Lahore'],
      ['Lahore, Pakistan', 'Lahore'],
      ['Lahore Cantt', 'Lahore'],
      ['DHA Phase 5, Lahore', 'Lahore'],
      ['Karachi City', 'Karachi'],
      ['karachi city', 'Karachi'],
      ['Khi', 'Karachi'],
      ['Isb', 'Islamabad'],
      ['ISLAMABAD ICT', 'Islamabad'],
      ['Pindi', 'Rawalpindi'],
      ['Rawal Pindi', 'Rawalpindi'],
      ['RWP', 'Rawalpindi'],
      ['Lyallpur', 'Faisalabad'],
      ['D.G. Khan', 'Dera Ghazi Khan'],
      ['DG Khan', 'Dera Ghazi Khan'],
      ['D I Khan', 'Dera Ismail Khan'],
      ['RYK', 'Rahim Yar Khan'],
      ['M.B. Din', 'Mandi Bahauddin'],
      ['Shaheed Benazirabad', 'Nawabshah'],
      ['Mirpur AJK', 'Mirpur'],
      ['Mirpurkhas', 'Mirpur Khas'],
      ['Hyderabad Sindh', 'Hyderabad'],
      ['Wah', 'Wah Cantt'],
      ['wah cantonment', 'Wah Cantt'],
      ['Gujranwala Cantt', 'Gujranwala'],
      ['لاہور', 'Lahore'],
      ['کراچی شہر', 'Karachi'],
      // Arabic letters for the Urdu ones (a phone's Arabic keyboard)
      ['كراچي', 'Karachi'],
    ];
    for (const [typed, listed] of known) expect(listedCity(typed)?.name, typed).toBe(listed);
  });

  it('finds nothing for a place not in the list, or for qualifiers alone', () => {
    for (const typed of ['Chak 45', 'Gulberg', 'Toronto', 'City', 'DHA', 'Cantt', '45', '', '   ', '—'])
      expect(listedCity(typed), typed).toBeUndefined();
    expect(listedCity(null)).toBeUndefined();
    expect(listedCity(undefined)).toBeUndefined();
  });

  it('keeps a listed name that holds a qualifier (Wah Cantt) and does not strip it from another', () => {
    expect(listedCity('Wah Cantt')?.name).toBe('Wah Cantt');
    expect(listedCity('Saidu Sharif')?.name).toBe('Saidu Sharif');
    expect(listedCity('Sehwan Sharif')?.name).toBe('Sehwan');
  });
});

describe('cityAsStored', () => {
  it('answers the listed spelling, or the text as typed', () => {
    expect(cityAsStored('Lahor')).toBe('Lahore');
    expect(cityAsStored(' dha lahore ')).toBe('Lahore');
    expect(cityAsStored('Chak 45')).toBe('Chak 45');
    expect(cityAsStored('  Chak 45 ')).toBe('  Chak 45 ');
    expect(cityAsStored('')).toBe('');
  });

  it('is stable: a stored value stores as itself', () => {
    for (const typed of ['Lahor', 'Isb', 'Chak 45', 'Toronto', 'DHA Lahore'])
      expect(cityAsStored(cityAsStored(typed))).toBe(cityAsStored(typed));
  });
});

describe('isListedCity', () => {
  it('is true only for a list spelling (what location matching uses)', () => {
    expect(isListedCity('Lahore')).toBe(true);
    expect(isListedCity('lahore')).toBe(true);
    expect(isListedCity('Lahor')).toBe(false);
    expect(isListedCity('Chak 45')).toBe(false);
    expect(isListedCity(null)).toBe(false);
  });
});

describe('the alias and Urdu tables', () => {
  it('name only listed cities, and no alias points at two cities', () => {
    const seen = new Map<string, string>();
    for (const [city, aliases] of Object.entries(CITY_ALIASES)) {
      expect(isListedCity(city), city).toBe(true);
      expect(PAKISTAN_CITIES.some((c) => c.name === city)).toBe(true);
      for (const alias of aliases) {
        const key = cityKey(alias).replace(/ /g, '');
        expect(seen.get(key) ?? city, alias).toBe(city);
        seen.set(key, city);
        // An alias is not another listed city's name.
        const other = PAKISTAN_CITIES.find((c) => cityKey(c.name).replace(/ /g, '') === key);
        expect(other?.name ?? city, alias).toBe(city);
      }
    }
    for (const [city, urdu] of Object.entries(URDU_CITY_NAMES)) {
      expect(
        PAKISTAN_CITIES.some((c) => c.name === city),
        city,
      ).toBe(true);
      expect(urdu).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(listedCity(urdu)?.name, urdu).toBe(city);
    }
  });

  it('gives the Urdu name where the list has one', () => {
    expect(urduCityName('Lahore')).toBe('لاہور');
    expect(urduCityName('Chak 45')).toBeUndefined();
    expect(Object.keys(URDU_CITY_NAMES).length).toBeGreaterThanOrEqual(150);
  });
});

describe('searchCities: the picker', () => {
  it('finds Lahore by its first letters, first', () => {
    expect(names(searchCities('lah'))[0]).toBe('Lahore');
    expect(names(searchCities('LAH'))[0]).toBe('Lahore');
  });

  it('finds a city by a variant, by its Urdu name, and by a part of its name', () => {
    expect(names(searchCities('pindi'))[0]).toBe('Rawalpindi');
    expect(names(searchCities('isb'))[0]).toBe('Islamabad');
    expect(names(searchCities('DHA Lahore'))[0]).toBe('Lahore');
    expect(names(searchCities('لاہ'))[0]).toBe('Lahore');
    expect(names(searchCities('ahor'))).toContain('Lahore');
    expect(names(searchCities('khan'))).toEqual(
      expect.arrayContaining(['Dera Ghazi Khan', 'Rahim Yar Khan', 'Tando Muhammad Khan']),
    );
  });

  it('lists every city when nothing is typed, and none for a place not in the list', () => {
    expect(searchCities('')).toHaveLength(PAKISTAN_CITIES.length);
    expect(searchCities('Chak 45')).toEqual([]);
    expect(searchCities('zzzz')).toEqual([]);
  });

  it('puts names that start with the text before names that only contain it', () => {
    const found = names(searchCities('kot'));
    expect(found.indexOf('Kotli')).toBeLessThan(found.indexOf('Sialkot'));
    expect(found.indexOf('Kot Addu')).toBeLessThan(found.indexOf('Sialkot'));
  });
});
