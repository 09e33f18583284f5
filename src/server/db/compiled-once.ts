import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  type Kysely,
  type RawBuilder,
  sql,
} from 'kysely';

const SLOT = Symbol('compiled-once argument');
type Slot = { readonly [SLOT]: number };
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/**
 * A query whose shape never changes, built and compiled once (issue 31, decision 077).
 *
 * Kysely builds a query as frozen objects, runs its plugins over them (the camel-case renaming) and compiles
 * them to SQL on every call: for a read of a profile's ~80 columns that was a fifth of a family's request. Here
 * `build` runs once, the first time, with a marker in place of each argument; the compiled SQL is kept, and each
 * call only puts its arguments where the markers ended up among the parameters, then executes it on the given
 * `db` (a transaction too) through Kysely, so the plugins' result handling (camel case) is the same as a query
 * built each time.
 *
 * `build` must use its arguments only as values in the SQL (`eb('id', '=', id)`, `sql\`… ${id}\``), never in
 * JavaScript (no `if (id)`, no lists spread into `in`): a marker used otherwise, or not at all, is refused on
 * the first call. Every database of the process shares one dialect (PostgreSQL's SQL, on PGlite too) and one
 * set of query plugins, so one compiled text serves them all.
 */
export function compiledOnce<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
) {
  let template: CompiledQuery<Row> | undefined;
  /** For each parameter of the template, the argument it takes, or -1 for a constant of the query. */
  let sources: number[] = [];
  const arity = build.length - 1;

  function compile(db: Kysely<DB>) {
    const slots = Array.from({ length: arity }, (_, i): Slot => ({ [SLOT]: i }));
    const compiled = build(db, ...(slots as unknown as Args)).compile();
    sources = compiled.parameters.map((value) => (isSlot(value) ? value[SLOT] : -1));
    for (let i = 0; i < arity; i += 1)
      if (!sources.includes(i))
        throw new Error(`compiledOnce: argument ${i + 1} is not a value of the query`);
    return compiled;
  }

  return async (db: Kysely<DB>, ...args: Args): Promise<Row[]> => {
    template ??= compile(db);
    const constants = template.parameters;
    const parameters = sources.map((source, i) => (source < 0 ? constants[i] : args[source]));
    const result = await db.executeQuery<Row>({ ...template, parameters, queryId: createQueryId() });
    return result.rows;
  };
}

/**
 * The columns a select lists, compiled once into SQL text for an `sql` template: `build` is a `select … from
 * one table` without values; its list (renamed to snake case, as every query's) is kept. A match page lists a
 * profile's ~80 columns: parsing, freezing and renaming them was most of the page's building (decision 077).
 */
export function columnsOnce<DB>(build: (db: Kysely<DB>) => Compilable<unknown>) {
  let columns: RawBuilder<unknown> | undefined;
  return (db: Kysely<DB>): RawBuilder<unknown> => {
    if (!columns) {
      const compiled = build(db).compile();
      const list = /^select (.+) from "[a-z_]+"$/s.exec(compiled.sql)?.[1];
      if (!list || compiled.parameters.length > 0)
        throw new Error(`columnsOnce: not a plain select of columns: ${compiled.sql}`);
      columns = sql.raw(list);
    }
    return columns;
  };
}
