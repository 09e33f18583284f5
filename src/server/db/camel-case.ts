import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

type RowMapper = (row: UnknownRow) => UnknownRow;

const MAX_MAPPERS = 1000;

const isPlainObject = (value: unknown): value is UnknownRow => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Kysely's CamelCasePlugin, with the rows of a result renamed by one function made for their columns.
 *
 * Kysely renames each key of each row as it copies it into a new object; a row of 40 or more columns built
 * that way becomes a slow "dictionary" object, and every later read of it (the privacy view, the response
 * check) pays for it. A list page reads 54 such rows. The function made here builds each row as one object
 * literal instead, so every row of a query has one fast shape. Nested JSON values are renamed as before.
 */
export class RowCamelCasePlugin extends CamelCasePlugin {
  readonly #mappers = new Map<string, RowMapper>();

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || rows.length === 0) return args.result;
    const map = this.#mapperFor(Object.keys(rows[0]!));
    return { ...args.result, rows: rows.map(map) };
  }

  #mapperFor(keys: string[]): RowMapper {
    const signature = keys.join('\u0000');
    let mapper = this.#mappers.get(signature);
    if (!mapper) {
      if (this.#mappers.size >= MAX_MAPPERS) this.#mappers.clear();
      const nested = (value: unknown): unknown => {
        if (Array.isArray(value))
          return value.map((item) => (isPlainObject(item) ? this.mapRow(item) : item));
        return isPlainObject(value) ? this.mapRow(value) : value;
      };
      // The keys are the result's column names; JSON.stringify makes each a safe literal.
      const body = keys
        .map((key) => `${JSON.stringify(this.camelCase(key))}: nested(row[${JSON.stringify(key)}])`)
        .join(',\n');
      const make = new Function('nested', `return function mapRow(row) { return {\n${body}\n}; };`);
      mapper = make(nested) as RowMapper;
      this.#mappers.set(signature, mapper);
    }
    return mapper;
  }
}
