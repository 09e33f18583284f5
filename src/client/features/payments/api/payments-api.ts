import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { overviewSchema } from '@shared/overview';
import {
  closedMatchSchema,
  duesSchema,
  ledgerEntrySchema,
  type NewPayment,
  profileLedgerSchema,
  receiptSchema,
} from '@shared/payments-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /api/profile/{id}/payments` (matchmakers): every entry, newest first, with the fees. */
export function useLedger(profileId: number) {
  return useQuery({
    queryKey: queryKeys.profilePayments(profileId),
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/payments`, { schema: profileLedgerSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * After an entry: the books, the profile (its paid fee and badges), its history, lists and the dues, fetched in
 * the background (the dialog closes on the server's answer, decision 069).
 */
function useRefresh(profileId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.profilePayments(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profileHistory(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.paymentsDue }),
    ]);
}

/** `POST /api/profile/{id}/payments`. */
export function useRecordPayment(profileId: number) {
  const refresh = useRefresh(profileId);
  return useMutation({
    mutationFn: (payment: NewPayment) =>
      api.post(`/api/profile/${profileId}/payments`, payment, { schema: ledgerEntrySchema }),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** `POST /api/payments/{id}/reversal` `{ reason }`. */
export function useReversePayment(profileId: number) {
  const refresh = useRefresh(profileId);
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      api.post(`/api/payments/${paymentId}/reversal`, { reason }, { schema: ledgerEntrySchema }),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** `GET /api/payments/{id}/receipt`. */
export function useReceipt(paymentId: number) {
  return useQuery({
    queryKey: queryKeys.paymentReceipt(paymentId),
    queryFn: ({ signal }) => api.get(`/api/payments/${paymentId}/receipt`, { schema: receiptSchema, signal }),
    enabled: paymentId > 0,
  });
}

/** `GET /api/payments/due` (matchmakers): the advance and the success fee due. */
export function useDues() {
  return useQuery({
    queryKey: queryKeys.paymentsDue,
    queryFn: ({ signal }) => api.get('/api/payments/due', { schema: duesSchema, signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** `POST /api/connections/{id}/close`: both profiles InActive, "Matched (the provider)". */
export function useCloseMatch(said: { done: () => void; failed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: number) =>
      api.post(`/api/connections/${connectionId}/close`, undefined, { schema: closedMatchSchema }),
    // Said here, not in mutate's callbacks: the closed match's card leaves the list before those would run.
    onError: said.failed,
    onSuccess: () => {
      said.done();
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.paymentsDue }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingConnections }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allProfiles }),
      ]);
    },
  });
}

/** `GET /api/admin/overview` (matchmakers): the whole page in one request. */
export function useOverview() {
  return useQuery({
    queryKey: queryKeys.adminOverview,
    queryFn: ({ signal }) => api.get('/api/admin/overview', { schema: overviewSchema, signal }),
    staleTime: 60_000,
  });
}
