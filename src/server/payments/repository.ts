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
        .select([
          'id',
          'paidFee',
          'expectedAdvanceFee',
          'expectedPostMatchFee',
          'phoneNo',
          'familyPhoneNo',
          'gender',
        ])
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

    /**
     * Active profiles that have received at least one profile (their side of a connection is past Not
     * Received) and whose paid fee is below the expected advance; oldest first.
     */
    advanceDue(limit: number) {
      const owing = db
        .selectFrom('profiles as p')
        .where('p.status', '=', 'Active')
        .where(sql<boolean>`p.paid_fee < p.expected_advance_fee`)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('connections as c')
                .select(sql`1`.as('one'))
                .whereRef('c.profile1Id', '=', 'p.id')
                .where('c.profile1Status', '<>', 'Not Received'),
            ),
            eb.exists(
              eb
                .selectFrom('connections as c')
                .select(sql`1`.as('one'))
                .whereRef('c.profile2Id', '=', 'p.id')
                .where('c.profile2Status', '<>', 'Not Received'),
            ),
          ]),
        );
      return Promise.all([
        owing
          .select([
            'p.id',
            'p.name',
            'p.phoneNo',
            'p.paidFee',
            'p.expectedAdvanceFee',
            'p.expectedPostMatchFee',
          ])
          .orderBy('p.id')
          .limit(limit)
          .execute(),
        owing.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
    },

    /** Both sides of a connection Matched and the profile's paid fee below both parts; oldest first. */
    successDue(limit: number) {
      const owing = db
        .selectFrom('connections as c')
        .innerJoin('profiles as p', (join) =>
          join.on((eb) =>
            eb.or([eb('p.id', '=', eb.ref('c.profile1Id')), eb('p.id', '=', eb.ref('c.profile2Id'))]),
          ),
        )
        .where('c.profile1Status', '=', 'Matched')
        .where('c.profile2Status', '=', 'Matched')
        .where('p.expectedPostMatchFee', '>', 0)
        .where(sql<boolean>`p.paid_fee < p.expected_advance_fee + p.expected_post_match_fee`);
      return Promise.all([
        owing
          .select([
            'p.id',
            'p.name',
            'p.phoneNo',
            'p.paidFee',
            'p.expectedAdvanceFee',
            'p.expectedPostMatchFee',
            sql<number>`case when c.profile1_id = p.id then c.profile2_id else c.profile1_id end`.as(
              'matchedWith',
            ),
          ])
          .orderBy('p.id')
          .limit(limit)
          .execute(),
        owing.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
    },

    /** Connections whose two sides are Matched while either profile is not InActive; oldest first. */
    matchesToClose(limit: number) {
      return db
        .selectFrom('connections as c')
        .innerJoin('profiles as a', 'a.id', 'c.profile1Id')
        .innerJoin('profiles as b', 'b.id', 'c.profile2Id')
        .where('c.profile1Status', '=', 'Matched')
        .where('c.profile2Status', '=', 'Matched')
        .where((eb) => eb.or([eb('a.status', '<>', 'InActive'), eb('b.status', '<>', 'InActive')]))
        .select([
          'c.id',
          'a.id as aId',
          'a.name as aName',
          'a.status as aStatus',
          'b.id as bId',
          'b.name as bName',
          'b.status as bStatus',
        ])
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    findById(id: number) {
      return entries().where('payments.id', '=', id).executeTakeFirst();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
export type EntryRow = NonNullable<Awaited<ReturnType<PaymentsRepository['findById']>>>;
