import { api } from '@client/lib/api-client';
import { ledgerEntrySchema, type NewPayment, profileLedgerSchema, receiptSchema } from '@shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A profile's books (not under ['profile', id], whose answers are profile answers). */
export const ledgerKey = (profileId: number) => ['profile-payments', profileId] as const;

/** `GET /api/profile/{id}/payments` (matchmakers): every entry, newest first, with the fees. */
export function useLedger(profileId: number) {
  return useQuery({
    queryKey: ledgerKey(profileId),
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/payments`, { schema: profileLedgerSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** After an entry: the books, the profile (its paid fee and badges), its history, lists and the dues. */
function useRefresh(profileId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ledgerKey(profileId) }),
      queryClient.invalidateQueries({ queryKey: ['profile', profileId] }),
      queryClient.invalidateQueries({ queryKey: ['profile-history', profileId] }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      queryClient.invalidateQueries({ queryKey: ['payments-due'] }),
    ]);
}

/** `POST /api/profile/{id}/payments`. */
export function useRecordPayment(profileId: number) {
  const refresh = useRefresh(profileId);
  return useMutation({
    mutationFn: (payment: NewPayment) =>
      api.post(`/api/profile/${profileId}/payments`, payment, { schema: ledgerEntrySchema }),
    onSuccess: () => refresh(),
  });
}

/** `POST /api/payments/{id}/reversal` `{ reason }`. */
export function useReversePayment(profileId: number) {
  const refresh = useRefresh(profileId);
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      api.post(`/api/payments/${paymentId}/reversal`, { reason }, { schema: ledgerEntrySchema }),
    onSuccess: () => refresh(),
  });
}

/** `GET /api/payments/{id}/receipt`. */
export function useReceipt(paymentId: number) {
  return useQuery({
    queryKey: ['payment-receipt', paymentId],
    queryFn: ({ signal }) => api.get(`/api/payments/${paymentId}/receipt`, { schema: receiptSchema, signal }),
    enabled: paymentId > 0,
  });
}
