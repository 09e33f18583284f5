import { createHmac } from 'node:crypto';
import { secretsEqual } from '../auth/secrets';

/**
 * An <img> request carries no Authorization header, so a viewer who may see a picture is handed a URL signed
 * with a server secret. Expiry is rounded up to a 6-hour boundary (and at least an hour away) so that the
 * same URL repeats for a while and the browser's cache keeps working.
 */
const WINDOW_SECONDS = 6 * 3600;
const MIN_LIFETIME_SECONDS = 3600;

export function pictureSigner(secret: string) {
  const signature = (id: string, exp: number) =>
    createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url').slice(0, 32);
  return {
    url(id: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
      const exp = Math.ceil((nowSeconds + MIN_LIFETIME_SECONDS) / WINDOW_SECONDS) * WINDOW_SECONDS;
      return `/file/${id}?exp=${exp}&sig=${signature(id, exp)}`;
    },
    verify(id: string, exp: number, sig: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
      return exp > nowSeconds && secretsEqual(sig, signature(id, exp));
    },
  };
}
export type PictureSigner = ReturnType<typeof pictureSigner>;
