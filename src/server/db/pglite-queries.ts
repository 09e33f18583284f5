import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { isUpkeep, statementWord, type TableWrites, type Written } from './table-writes';

/**
 * PGlite's `query` in one call into the database instead of six (decision 086).
 *
 * PGlite runs a query with parameters as six separate exchanges with its PostgreSQL (Parse; Describe the
 * statement, to learn the parameters' types; Bind; Describe the portal; Execute; Sync), and reads the row
 * description twice. A family's request reads its whole profile (108 columns) with the session: that read cost
 * 1.2–1.9 ms on PGlite, of which 0.2 ms is the query. Here a statement's parameter types and its row description
 * are learnt the first time its text is seen (PGlite's own way), and from then on the statement goes as one
 * message (Parse with the known types, Bind, Execute, Sync) and its known row description is put before its rows:
 * 0.4–0.7 ms. From its second run on, a statement is kept prepared under a name and goes as Bind, Execute, Sync:
 * PostgreSQL parses and plans it no more each time (decision 092). The parameters are serialised by PGlite's own
 * serialisers for those types, and the rows parsed by its own parsers, so the values are exactly PGlite's.
 *
 * What is known of a statement holds as long as the schema does: any statement other than a select, insert,
 * update, delete, `with`, vacuum or analyze (`statementWord`: a migration's DDL, a savepoint) forgets everything
 * known and closes what was kept prepared, and so does the end of a
 * transaction in which one ran (a rollback may take a change of schema back).
 */
export function withOneCallQueries(pglite: PGlite, writes?: TableWrites): PGlite {
  const known = new Map<string, Statement>();
  /** Prepared statements forgotten, closed with the next statement sent. */
  const closing: string[] = [];
  let preparedNow = 0;
  const forget = () => {
    for (const statement of known.values()) if (statement.name) closing.push(statement.name);
    preparedNow = 0;
    known.clear();
  };
  let changedInTransaction = false;
  /** What the open transaction wrote, counted again when it ends (a reader may have waited for it). */
  const writtenInTransaction: Written[] = [];

  async function run(text: string, params: unknown[], inTransaction: boolean): Promise<Results> {
    const written = writes?.saw(text) ?? null;
    if (written && inTransaction) writtenInTransaction.push(written);
    try {
      return await runCounted(text, params, inTransaction);
    } finally {
      if (written) writes?.count(written);
    }
  }

  async function runCounted(text: string, params: unknown[], inTransaction: boolean): Promise<Results> {
    const word = statementWord(text);
    const data = word !== undefined && !isUpkeep(word);
    if (!word) {
      forget();
      if (inTransaction) changedInTransaction = true;
    }
    let statement = data ? known.get(text) : undefined;
    try {
      if (!statement) {
        statement = { types: await parameterTypes(pglite, text), rowDescription: undefined };
        if (data && known.size < MAX_KNOWN) known.set(text, statement);
      }
      const { types, rowDescription } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialise = pglite.serializers[types[i] ?? 0];
        return serialise ? serialise(value) : String(value);
      });
      // A statement run before is kept prepared under a name of its own: parsed, analysed and planned by
      // PostgreSQL's plan cache instead of each time (decision 092). Names are never used again, so a statement
      // whose name failed with it is simply prepared anew.
      const named = statement.name;
      if (!named && statement.ran && known.get(text) === statement && preparedNow < MAX_PREPARED) {
        statement.name = `rishta_${++preparedCount}`;
        preparedNow += 1;
      }
      const name = statement.name;
      const messages = await pglite.execProtocolStream(
        joined([
          // Closing a statement that is gone is no error (PostgreSQL's protocol).
          ...closing.splice(0).map((gone) => protocol.serialize.close({ type: 'S', name: gone })),
          ...(named ? [] : [protocol.serialize.parse({ text, types, ...(name ? { name } : {}) })]),
          protocol.serialize.bind({ values, ...(name ? { statement: name } : {}) }),
          ...(rowDescription ? [] : [protocol.serialize.describe({ type: 'P' })]),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (rowDescription) {
        messages.splice(messages.findIndex((m) => m.name === 'bindComplete') + 1, 0, rowDescription);
      } else {
        // A statement that answers no rows has none (`noData`): nothing to keep.
        statement.rowDescription = messages.find((m) => m.name === 'rowDescription');
      }
      statement.ran = true;
      if (!inTransaction) await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, { rowMode: 'object' })[0]!;
    } catch (error) {
      // As PGlite's own errors say: which query, with which parameters.
      if (statement?.name) {
        closing.push(statement.name);
        statement.name = undefined;
        preparedNow -= 1;
      }
      if (error instanceof Error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  const query = async (text: string, params: unknown[] = []) => {
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => run(text, params, false)));
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pglite
      .transaction((tx) =>
        callback({
          sql: tx.sql,
          exec: tx.exec,
          rollback: tx.rollback,
          listen: tx.listen,
          get closed() {
            return tx.closed;
          },
          query: async (text: string, params: unknown[] = []) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return pglite._runExclusiveQuery(() => run(text, params, true)) as never;
          },
        }),
      )
      .finally(() => {
        if (changedInTransaction) forget();
        changedInTransaction = false;
        for (const written of writtenInTransaction.splice(0)) writes?.count(written);
      });

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = {
  types: number[];
  rowDescription: Message | undefined;
  /** Ran once without an error: the next run prepares it. */
  ran?: boolean;
  /** The name it is prepared under. */
  name?: string;
};

/** Names of prepared statements, unique in the process (two wrappers of one PGlite share its session). */
let preparedCount = 0;

/** Statements known at once: the product sends a few hundred texts; a bound keeps a mistake from growing. */
const MAX_KNOWN = 5_000;
/** Statements kept prepared at once: each holds its plan in PGlite's memory. */
const MAX_PREPARED = 1_000;

/** The types PostgreSQL gives a statement's parameters (what PGlite's own `query` asks before each bind). */
async function parameterTypes(pglite: PGlite, text: string): Promise<number[]> {
  const messages = await pglite.execProtocolStream(
    joined([
      protocol.serialize.parse({ text }),
      protocol.serialize.describe({ type: 'S' }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
