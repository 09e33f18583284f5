import { citiesWithin } from '@shared/places';

/** Lower-cased names of the cities within `radius` km of any of `cities`, each with its distance. */
export function nearbyCities(cities: string[], radius: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const city of cities) {
    const near = citiesWithin(city, radius);
    const found = near.length > 0 ? near.map((c) => [c.name, c.distanceKm] as const) : [[city, 0] as const];
    for (const [name, km] of found) {
      const key = name.trim().toLowerCase();
      out.set(key, Math.min(out.get(key) ?? Number.POSITIVE_INFINITY, Math.round(km * 10) / 10));
    }
  }
  return out;
}
