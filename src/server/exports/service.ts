import {
  CONNECTION_EXPORT_COLUMNS,
  EXPORT_BATCH,
  PAYMENT_EXPORT_COLUMNS,
  PROFILE_EXPORT_COLUMNS,
} from '@shared/exports';
import type { PaymentsExportQuery } from '@shared/exports-schema';
import { receiptNumber } from '@shared/payments';
import type { ProfileListQuery } from '@shared/profile-list-schema';
import { stringify } from 'csv-stringify/sync';
import type { Viewer } from '../auth/viewer';
import type { ProfileRow } from '../db/schema';
import type { ProfileListService } from '../matching/list-service';
import type { ExportsRepository } from './repository';

/** Excel reads a file as UTF-8, Urdu included, only when it starts with the byte-order mark. */
const BOM = '\uFEFF';
type Cell = string | number | null | undefined;

/**
 * Cells as Excel should show them: quoted where needed, and a cell that Excel would run as a formula (a family's
 * text starting with =, +, - or @) kept as text (csv-stringify's `escape_formulas`).
 */
const csv = (rows: Cell[][]) => stringify(rows, { escape_formulas: true, record_delimiter: 'windows' });
const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

async function* file(header: readonly string[], batches: AsyncIterable<Cell[][]>): AsyncGenerator<string> {
  yield BOM + csv([[...header]]);
  for await (const rows of batches) yield csv(rows);
}

async function* byId<T extends { id: number }>(read: (afterId: number) => Promise<T[]>) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

const profileCells = (p: ProfileRow): Cell[] => [
  p.id,
  p.status,
  p.inactiveReason,
  p.inactiveNote,
  day(p.createdAt),
  p.name,
  p.gender,
  p.age,
  p.maritalStatus,
  p.city,
  p.phoneNo,
  p.familyPhoneNo,
  p.religion,
  p.sect,
  p.caste,
  p.education,
  p.jobTitle ?? p.jobType,
  p.paidFee,
  p.expectedAdvanceFee,
  p.expectedPostMatchFee,
];

/** The bureau's CSV files (issue 28, part 7; decision 064), each an iterable of text to stream. */
export function exportsService(deps: { exports: ExportsRepository; list: ProfileListService }) {
  return {
    profiles(viewer: Viewer, q: Omit<ProfileListQuery, 'page' | 'sort'>) {
      async function* rows() {
        for await (const batch of deps.list.batches(viewer, { ...q, page: 1 }, EXPORT_BATCH))
          yield batch.map(profileCells);
      }
      return file(PROFILE_EXPORT_COLUMNS, rows());
    },

    connections() {
      async function* rows() {
        for await (const batch of byId((after) => deps.exports.connectionsAfter(after, EXPORT_BATCH)))
          yield batch.map((c): Cell[] => [
            c.id,
            c.profile1Id,
            c.profile1Status,
            c.profile2Id,
            c.profile2Status,
            day(c.createdAt),
            day(c.updatedAt),
          ]);
      }
      return file(CONNECTION_EXPORT_COLUMNS, rows());
    },

    payments(range: PaymentsExportQuery) {
      async function* rows() {
        for await (const batch of byId((after) => deps.exports.paymentsAfter(range, after, EXPORT_BATCH)))
          yield batch.map((p): Cell[] => [
            p.receiptNo === null ? null : receiptNumber(p.receiptNo),
            p.receivedOn,
            p.profileId,
            p.kind,
            p.amount,
            p.method,
            p.reference,
            p.note,
            p.reversesId,
            p.id,
            p.recordedBy,
          ]);
      }
      return file(PAYMENT_EXPORT_COLUMNS, rows());
    },
  };
}
export type ExportsService = ReturnType<typeof exportsService>;
