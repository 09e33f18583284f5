/**
 * Which tables this process has written through its embedded database (decision 090).
 *
 * On PGlite one process owns the data folder, so every write passes here: a value read from some tables stays
 * true for as long as none of them has been written since. `version(tables)` changes whenever one of them is
 * written; a reader keeps what it read with the version taken *before* it read, and uses it only while the
 * version is the same. A statement that is not a plain read or write (a migration's DDL, a truncate, a
 * savepoint) counts as a write of every table; vacuum and analyze as none.
 *
 * Not seen here: a write done by a function called from a select (no function of the schema writes a table a
 * reader follows; tests/api/table-writes.test.ts reads the functions to hold that), and any other process
 * (PostgreSQL has others, so nothing there uses this).
 */
export class TableWrites {
  private readonly counts = new Map<string, number>();
  private everything = 0;

  /** Before and after a statement runs (and again when its transaction ends): what it writes, counted. */
  saw(text: string): Written {
    const written = writtenTables(text);
    this.count(written);
    return written;
  }

  count(written: Written): void {
    if (written === 'all') this.everything += 1;
    else for (const table of written ?? []) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  version(tables: readonly string[]): number {
    let sum = this.everything;
    for (const table of tables) sum += this.counts.get(table) ?? 0;
    return sum;
  }
}

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * A statement's first word when it is data (select, insert, update, delete, `with`) or upkeep (vacuum, analyze,
 * decision 091: they change no row and no schema); none for anything else (DDL, truncate, a savepoint), which may
 * change the schema. What `writtenTables` and the statements PGlite keeps (decision 092) both go by.
 */
export function statementWord(text: string): StatementWord | undefined {
  return /^\s*(select|insert|update|delete|with|vacuum|analyze)\b/i.exec(text)?.[1]?.toLowerCase() as
    | StatementWord
    | undefined;
}
type StatementWord = 'select' | 'insert' | 'update' | 'delete' | 'with' | 'vacuum' | 'analyze';
export const isUpkeep = (word: StatementWord | undefined) => word === 'vacuum' || word === 'analyze';

/** The tables a statement writes: none (a read), their names, or 'all' when the statement is not data. */
export type Written = readonly string[] | 'all' | null;

export function writtenTables(text: string): Written {
  const word = statementWord(text);
  if (!word) return 'all';
  if (word === 'select' || isUpkeep(word)) return null;
  const tables = [...text.matchAll(WRITE)].map((match) => match[1]!.toLowerCase());
  if (tables.length) return tables;
  // A `with` that writes nothing is a read; an insert, update or delete whose table is not found is anything.
  return word === 'with' ? null : 'all';
}
