import { type ClientConfig, clientConfigSchema } from '@shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Public settings read once at start (`GET /api/config`): analytics script and contact details. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => api.get('/api/config', { schema: clientConfigSchema, signal, credentials: false }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The client configuration, or `undefined` until it has loaded (or if the server cannot be reached). */
export function useClientConfig(): ClientConfig | undefined {
  return useQuery(clientConfigQuery).data;
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
