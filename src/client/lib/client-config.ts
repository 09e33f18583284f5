import { type ClientConfig, parseClientConfig } from '@shared/auth';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client';

/**
 * Public settings read once at start (`GET /api/config`): analytics script and contact details. A small
 * store of its own rather than the data cache: the app frame (footer, chat button, analytics) reads it on
 * every page, the home page included, which loads no data-cache code (issue 7 "Speed").
 */
let config: ClientConfig | undefined;
let loading = false;
let failures = 0;
const listeners = new Set<() => void>();

/** Network and server failures are retried twice, a few seconds apart; the page works without it meanwhile. */
const RETRIES = 2;
const RETRY_DELAY_MS = 3000;

function load(): void {
  if (config || loading) return;
  loading = true;
  api.get('/api/config', { schema: { parse: parseClientConfig }, credentials: false }).then(
    (answer) => {
      config = answer;
      loading = false;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false;
      failures += 1;
      if (failures <= RETRIES) setTimeout(load, RETRY_DELAY_MS * failures);
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => config;

/** The client configuration, or `undefined` until it has loaded (or if the server cannot be reached). */
export function useClientConfig(): ClientConfig | undefined {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Digits of a phone number, for `https://wa.me/<digits>` links. */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A WhatsApp chat link (DESIGN §4) for a phone number, with optional prefilled text. */
export function whatsappLink(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
