import { feeParts } from '@shared/fees';
import {
  DUES_LIMIT,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  receiptNumber,
  todayInPakistan,
} from '@shared/payments';
import type { Dues, LedgerEntry, NewPayment, ProfileLedger, Receipt } from '@shared/payments-schema';
import type { Viewer } from '../auth/viewer';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { VersionsRepository } from '../versions/repository';
import { stamped } from '../versions/service';
import type { EntryRow, PaymentsRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = {
  payments: PaymentsRepository;
  bureau: { name: string; whatsapp: string; email: string };
  /** A payment or its reversal changes the profile's paid fee: a profile write (decision 066). */
  versions: Pick<VersionsRepository, 'bump'>;
  history: HistoryRepository;
};

const PAYMENT_KINDS = new Set(['advance', 'success', 'other']);

export function toEntry(row: EntryRow): LedgerEntry {
  return {
    _id: row.id,
    profileId: row.profileId,
    kind: row.kind,
    amount: row.amount,
    method: row.method as PaymentMethod | null,
    receivedOn: row.receivedOn,
    reference: row.reference,
    note: row.note,
    receiptNo: row.receiptNo == null ? null : receiptNumber(row.receiptNo),
    reverses: row.reversesId,
    reversedBy: row.reversedById ?? null,
    recordedBy: row.recordedBy ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The bureau's books (issue 28, decision 052). Only matchmakers reach this service (the routes refuse
 * everyone else). Each write runs in one transaction (app.ts): the entry and the profile's paid fee, which
 * stays the sum of its entries, commit together. The profile's row is locked first, so two entries of one
 * profile never interleave.
 */
export function paymentsService(deps: Deps) {
  const entry = async (id: number) => {
    const row = await deps.payments.findById(id);
    if (!row) throw httpError(404, PAYMENT_MESSAGES.notFound);
    return toEntry(row);
  };

  /**
   * The profile's paid fee moved by an entry: its next version and a `paidFee` history row naming it, so that
   * open screens refetch and a fee dialog opened before is refused, as for a fee set by PATCH (decision 066).
   * The profile's row is already locked by the paid fee's update.
   */
  async function feeChanged(viewer: Admin, profileId: number, paidFee: number, amount: number) {
    const version = await deps.versions.bump(profileId);
    await deps.history.record(
      viewer,
      stamped(
        [
          {
            entity: 'profile',
            entityId: profileId,
            field: 'paidFee',
            fromValue: String(paidFee - amount),
            toValue: String(paidFee),
          },
        ],
        version,
      ),
    );
  }

  return {
    async list(_viewer: Admin, profileId: number): Promise<ProfileLedger> {
      const fees = await deps.payments.fees(profileId);
      if (!fees) throw httpError(404, PROFILE_NOT_FOUND);
      const rows = await deps.payments.listForProfile(profileId);
      return {
        profileId,
        paidFee: fees.paidFee,
        expectedAdvanceFee: fees.expectedAdvanceFee,
        expectedPostMatchFee: fees.expectedPostMatchFee,
        entries: rows.map(toEntry),
      };
    },

    async record(viewer: Admin, profileId: number, payment: NewPayment): Promise<LedgerEntry> {
      const paidFee = await deps.payments.addToPaidFee(profileId, payment.amount);
      if (paidFee === undefined) throw httpError(404, PROFILE_NOT_FOUND);
      await feeChanged(viewer, profileId, paidFee, payment.amount);
      const receiptNo = await deps.payments.nextReceiptNo();
      const id = await deps.payments.insert({
        profileId,
        kind: payment.kind,
        amount: payment.amount,
        method: payment.method,
        receivedOn: payment.receivedOn,
        reference: payment.reference ?? null,
        note: payment.note ?? null,
        receiptNo,
        accountId: viewer.accountId,
      });
      return entry(id);
    },

    async reverse(viewer: Admin, paymentId: number, reason: string): Promise<LedgerEntry> {
      const original = await deps.payments.findById(paymentId);
      if (!original) throw httpError(404, PAYMENT_MESSAGES.notFound);
      if (!PAYMENT_KINDS.has(original.kind)) throw httpError(400, PAYMENT_MESSAGES.onlyPayments);
      // Locks the profile's row, then looks again: a reversal committed meanwhile is seen here.
      const paidFee = await deps.payments.addToPaidFee(original.profileId, -original.amount);
      if (paidFee === undefined) throw httpError(404, PROFILE_NOT_FOUND);
      if ((await deps.payments.findById(paymentId))?.reversedById != null)
        throw httpError(409, PAYMENT_MESSAGES.alreadyReversed);
      if (paidFee < 0) throw httpError(400, PAYMENT_MESSAGES.belowZero);
      await feeChanged(viewer, original.profileId, paidFee, -original.amount);
      const id = await deps.payments.insert({
        profileId: original.profileId,
        kind: 'reversal',
        amount: -original.amount,
        method: original.method,
        receivedOn: todayInPakistan(),
        note: reason,
        reversesId: paymentId,
        accountId: viewer.accountId,
      });
      return entry(id);
    },

    /**
     * SPEC's `PATCH {paidFee}` (and an admin save carrying a paid fee): the profile's paid fee becomes `paidFee`
     * and the difference from the sum of its entries is one `adjustment` entry naming who made it.
     */
    async adjustTo(viewer: Viewer, profileId: number, paidFee: number): Promise<void> {
      await deps.payments.setPaidFee(profileId, paidFee);
      const difference = paidFee - (await deps.payments.sumFor(profileId));
      if (difference === 0) return;
      await deps.payments.insert({
        profileId,
        kind: 'adjustment',
        amount: difference,
        receivedOn: todayInPakistan(),
        note: `Paid fee set to Rs ${paidFee.toLocaleString('en-US')}`,
        accountId: viewer.kind === 'admin' ? viewer.accountId : null,
      });
    },

    /** The advance and the success fee that families owe (issue 28, part 3), from SPEC §4's two parts. */
    async due(_viewer: Admin): Promise<Dues> {
      const [[advanceRows, advanceCount], [successRows, successCount], toClose] = await Promise.all([
        deps.payments.advanceDue(DUES_LIMIT),
        deps.payments.successDue(DUES_LIMIT),
        deps.payments.matchesToClose(DUES_LIMIT),
      ]);
      const base = (row: (typeof advanceRows)[number]) => ({
        profileId: row.id,
        name: row.name,
        phoneNo: row.phoneNo,
        paidFee: row.paidFee,
      });
      return {
        advance: advanceRows.map((row) => {
          const { advance } = feeParts(row);
          return { ...base(row), due: advance.expected - advance.paid, kind: 'advance', matchedWith: null };
        }),
        advanceCount: advanceCount.n,
        success: successRows.map((row) => {
          const { postMatch } = feeParts(row);
          return {
            ...base(row),
            due: postMatch.expected - postMatch.paid,
            kind: 'success',
            matchedWith: row.matchedWith,
          };
        }),
        successCount: successCount.n,
        matchesToClose: toClose.map((row) => ({
          connectionId: row.id,
          profiles: [
            { _id: row.aId, name: row.aName, status: row.aStatus },
            { _id: row.bId, name: row.bName, status: row.bStatus },
          ],
        })),
      };
    },

    async receipt(_viewer: Admin, paymentId: number): Promise<Receipt> {
      const payment = await entry(paymentId);
      if (payment.receiptNo === null) throw httpError(404, PAYMENT_MESSAGES.notFound);
      const fees = await deps.payments.fees(payment.profileId);
      return {
        entry: payment,
        profile: {
          _id: payment.profileId,
          phoneNo: fees?.phoneNo ?? null,
          familyPhoneNo: fees?.familyPhoneNo ?? null,
          gender: fees?.gender ?? null,
        },
        bureau: deps.bureau,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
