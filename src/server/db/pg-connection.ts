import type pg from 'pg';

/** A query text is prepared on the connection the second time it is seen there (once is not a pattern). */
const PREPARE_AFTER_USES = 2;
/** Each prepared statement holds its parse tree and plans in the server process: keep a bound on them. */
const MAX_PREPARED_PER_CONNECTION = 100;
const MAX_COUNTED_TEXTS = 1000;
const MAX_TEXT_LENGTH = 20_000;
const READ = /^\s*select\b/i;
/** Text searches: see below why they stay unprepared. */
const PATTERN = /\s(i?like)\s/i;

/**
 * How the server talks on each PostgreSQL connection (Kysely sends every query as `(text, values)`).
 *
 * - Each query is given to node-postgres with a callback, not as a promise. Through its promise path every
 *   result stayed reachable long enough to be promoted to the old generation: about 1 MB per scavenge and
 *   scavenges of 4–7 ms, met by one family's page in eight (measured with `--trace-gc-nvp`, the same with a
 *   plain loop of `select 1`). Given a callback, nothing is promoted and a scavenge takes about 1 ms.
 * - The reads a connection repeats are prepared on it, as Npgsql's automatic preparation does: the server then
 *   parses a query text once per connection instead of on every request, and may keep its plan. A family's
 *   match page is a 4 KB query with some 45 parameters; parsing and planning it was about a third of its time
 *   in PostgreSQL. A text search with a generic plan took three times as long at 100k profiles (the planner
 *   cannot tell a rare pattern from a common one without it), so a read with LIKE or ILIKE is planned each
 *   time. Queries with other arguments (a name already, a callback, a cursor) pass unchanged.
 */
export function tuneConnection(client: pg.Client): void {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const nameFor = (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= MAX_PREPARED_PER_CONNECTION) return name;
    const count = (uses.get(text) ?? 0) + 1;
    if (count < PREPARE_AFTER_USES) {
      if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
      uses.set(text, count);
      return undefined;
    }
    uses.delete(text);
    const prepared = `rishta_${names.size + 1}`;
    names.set(text, prepared);
    return prepared;
  };
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    const name =
      text.length <= MAX_TEXT_LENGTH && READ.test(text) && !PATTERN.test(text) ? nameFor(text) : undefined;
    const config = name ? { name, text, values } : { text, values };
    return new Promise((resolve, reject) => {
      query(config, (error: Error | null, result: unknown) => (error ? reject(error) : resolve(result)));
    });
  }) as typeof client.query;
}
