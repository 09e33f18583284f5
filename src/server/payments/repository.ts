import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database';
import type { PaymentTable } from '../db/schema';

/** Named queries of the bureau's books (issue 28, decision 052). Entries are only ever inserted. */
export function paymentsRepository(db: Db) {
  const entries = () =>
    db
      .selectFrom('payments')
      .leftJoin('accounts', 'accounts.id', 'payments.accountId')
      .leftJoin('payments as reversal', 'reversal.reversesId', 'payments.id')
      .select([
        'payments.id',
        'payments.profileId',
        'payments.kind',
        'payments.amount',
        'payments.method',
        sql<string>`to_char(payments.received_on, 'YYYY-MM-DD')`.as('receivedOn'),
        'payments.reference',
        'payments.note',
        'payments.receiptNo',
        'payments.reversesId',
        'reversal.id as reversedById',
        'accounts.email as recordedBy',
        'payments.createdAt',
      ]);

  return {
    /** The profile's fees, or undefined when it does not exist. */
    fees(profileId: number) {
      return db
        .selectFrom('profiles')
        .select(['id', 'paidFee', 'expectedAdvanceFee', 'expectedPostMatchFee', 'phoneNo'])
        .where('id', '=', profileId)
        .executeTakeFirst();
    },

    /**
     * Adds `amount` to the profile's paid fee and answers the new one (undefined when the profile does not
     * exist). The update locks the profile's row until the transaction ends, so entries of one profile are
     * written one after another.
     */
    async addToPaidFee(profileId: number, amount: number) {
      const row = await db
        .updateTable('profiles')
        .set((eb) => ({ paidFee: eb('paidFee', '+', amount) }))
        .where('id', '=', profileId)
        .returning('paidFee')
        .executeTakeFirst();
      return row?.paidFee;
    },

    setPaidFee(profileId: number, paidFee: number) {
      return db.updateTable('profiles').set({ paidFee }).where('id', '=', profileId).execute();
    },

    async sumFor(profileId: number) {
      const row = await db
        .selectFrom('payments')
        .select(sql<number>`coalesce(sum(amount), 0)::int`.as('total'))
        .where('profileId', '=', profileId)
        .executeTakeFirst();
      return row?.total ?? 0;
    },

    /** The next receipt number: the counter row is written in the caller's transaction and locked until it ends. */
    async nextReceiptNo() {
      const row = await db
        .insertInto('bureauCounters')
        .values({ name: 'receipt', value: 1 })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({ value: eb('bureauCounters.value', '+', 1) })),
        )
        .returning('value')
        .executeTakeFirstOrThrow();
      return row.value;
    },

    async insert(entry: Insertable<PaymentTable>) {
      const row = await db.insertInto('payments').values(entry).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The profile's entries, newest first. */
    listForProfile(profileId: number) {
      return entries().where('payments.profileId', '=', profileId).orderBy('payments.id', 'desc').execute();
    },

    findById(id: number) {
      return entries().where('payments.id', '=', id).executeTakeFirst();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
export type EntryRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findById']>>>;
