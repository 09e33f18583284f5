/** Great-circle distance between two places (SPEC §9 location matching). */

import { EARTH_RADIUS_KM } from './constants';

export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: LatLng, b: LatLng): number {
  // The spherical Vincenty form: haversine's asin(√h) loses a tenth of a metre near antipodal points,
  // enough to break the triangle inequality; atan2 of both parts stays exact at every distance.
  const lat1 = toRadians(a.latitude);
  const lat2 = toRadians(b.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const across = Math.cos(lat2) * Math.sin(dLng);
  const along = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const towards = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return EARTH_RADIUS_KM * Math.atan2(Math.hypot(across, along), towards);
}
