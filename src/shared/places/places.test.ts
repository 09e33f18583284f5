import { describe, expect, it } from 'vitest';
import { COUNTRIES, citiesWithin, findCity, findCountry, PAKISTAN_CITIES } from './index';

const MUST_HAVE = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Sialkot',
  'Gujranwala',
  'Hyderabad',
  'Bahawalpur',
  'Sargodha',
  'Abbottabad',
  'Mardan',
];

describe('places', () => {
  it('holds about 190 Pakistani cities, unique, sorted and in Pakistan', () => {
    expect(PAKISTAN_CITIES.length).toBeGreaterThanOrEqual(180);
    expect(PAKISTAN_CITIES.length).toBeLessThanOrEqual(200);
    const names = PAKISTAN_CITIES.map((c) => c.name);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    for (const city of PAKISTAN_CITIES) {
      expect(city.latitude).toBeGreaterThan(23);
      expect(city.latitude).toBeLessThan(38);
      expect(city.longitude).toBeGreaterThan(60);
      expect(city.longitude).toBeLessThan(78);
      expect(city.name).toMatch(/^[A-Za-z][A-Za-z .'-]+$/);
    }
    for (const name of MUST_HAVE) expect(findCity(name)?.name).toBe(name);
  });

  it('finds a city whatever its case', () => {
    expect(findCity('  lahore ')?.name).toBe('Lahore');
    expect(findCity('Atlantis')).toBeUndefined();
    expect(findCity(undefined)).toBeUndefined();
  });

  it('lists the cities within a radius, itself first and nearest first', () => {
    const near = citiesWithin('Rawalpindi', 50);
    expect(near[0]).toMatchObject({ name: 'Rawalpindi', distanceKm: 0 });
    expect(near.map((c) => c.name)).toContain('Islamabad');
    expect(near.map((c) => c.name)).not.toContain('Lahore');
    for (let i = 1; i < near.length; i++)
      expect(near[i].distanceKm).toBeGreaterThanOrEqual(near[i - 1].distanceKm);
    expect(near.every((c) => c.distanceKm <= 50)).toBe(true);
    expect(citiesWithin('Lahore', 0).map((c) => c.name)).toEqual(['Lahore']);
    expect(citiesWithin('Atlantis', 400)).toEqual([]);
    expect(citiesWithin('Lahore', 400).length).toBeGreaterThan(citiesWithin('Lahore', 50).length);
  });

  it('holds about 240 countries with dialling code, ISO code and flag', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(findCountry('PK')).toEqual({ name: 'Pakistan', dialCode: '+92', iso: 'PK', flag: '🇵🇰' });
    expect(findCountry('united kingdom')?.dialCode).toBe('+44');
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.flag.length).toBeGreaterThan(0);
    }
  });
});
