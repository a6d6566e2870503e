import { Column, fillPlaceholders, getTableName, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';
import { SQLitePreparedQuery } from 'drizzle-orm/sqlite-core';

/**
 * Row mapping and placeholder filling worked out once per prepared query instead of on every
 * call. drizzle (0.45.4, pinned) maps each row with `mapResultRow`: it copies the row with
 * `Array.prototype.slice.call` (a generic, per-element path on @libsql/client's row objects),
 * maps the copy, then for every column asks `is(field, Column)` / `is(field, SQL)` … to find its
 * decoder, walks the column's path with an iterator and looks the joined table's name up again —
 * 15 µs of an RSVP's ~190 µs (decision 051). The answer is the same object drizzle builds: the
 * same decoders, the same nesting, the same rule for a left join's missing side (compiled-rows.test.ts
 * holds the two side by side).
 */

/** What drizzle's own mapping reads of a prepared query (drizzle-orm/libsql/session.js). */
interface MappedPrepared {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
  mapGetResult(rows: unknown, isFromBatch?: boolean): unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A prepared query's column in a result row: where it goes and how its value is read. */
interface CompiledColumn {
  index: number;
  /** The keys of the objects it sits in (`['event']` for `event.id`), and its own key. */
  parents: string[];
  key: string;
  decoder: Decoder;
}

/** A left join's side that drizzle answers as null when its first column is null. */
interface NullableSide {
  key: string;
  /** The key of its first column, whose value decides. */
  firstKey: string;
}

type RowMapper = (row: ArrayLike<unknown>) => Record<string, unknown>;

/**
 * A row that holds its values in an array answers it under this key (the Node file client's rows,
 * local-client.node.ts): read once per row, where each `row[index]` is a getter of its own. Other
 * rows (@libsql/client's over HTTP) are read by index.
 */
export const ROW_VALUES = Symbol.for('cakeday.row-values');

/**
 * Gives a drizzle prepared query (a select, or a write with `.returning()`) a compiled row
 * mapping; anything else is left as it is (relational queries bring their own mapper). Answers
 * the same query.
 */
export function withCompiledRows<T>(query: T): T {
  if (!is(query, SQLitePreparedQuery)) return query;
  const prepared = query as unknown as MappedPrepared;
  if (!prepared.fields || prepared.customResultMapper) return query;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  const rowsOf = (result: unknown, isFromBatch?: boolean) => (isFromBatch ? (result as { rows: ArrayLike<unknown>[] }).rows : (result as ArrayLike<unknown>[]));
  prepared.mapAllResult = (result, isFromBatch) => {
    const rows = rowsOf(result, isFromBatch);
    const mapped = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index += 1) mapped[index] = mapRow(rows[index]!);
    return mapped;
  };
  prepared.mapGetResult = (result, isFromBatch) => {
    const row = rowsOf(result, isFromBatch)[0];
    return row === undefined ? undefined : mapRow(row);
  };
  return query;
}

/** drizzle's mapResultRow for these fields, with everything that does not depend on the row done now. */
export function compileRowMapper(fields: NonNullable<MappedPrepared['fields']>, joinsNotNullableMap: Record<string, boolean> | undefined): RowMapper {
  const columns: CompiledColumn[] = fields.map(({ path, field }, index) => ({
    index,
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  const sides = joinsNotNullableMap ? nullableSides(fields, joinsNotNullableMap) : [];
  return (row) => {
    const values = (row as { [ROW_VALUES]?: ArrayLike<unknown> })[ROW_VALUES] ?? row;
    const result: Record<string, unknown> = {};
    for (const { index, parents, key, decoder } of columns) {
      let node = result;
      for (const parent of parents) {
        // `in`, as drizzle checks: a key already there (even an inherited one) is walked into.
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const value = driverValue(values[index]);
      node[key] = value === null ? null : decoder.mapFromDriverValue(value);
    }
    for (const side of sides) if ((result[side.key] as Record<string, unknown>)[side.firstKey] === null) result[side.key] = null;
    return result;
  };
}

/**
 * The objects drizzle may answer as null: each top-level key whose columns are table columns one
 * level down (a joined table's `{ guest: { id, name } }`), its table not marked never-null by the
 * join. drizzle decides on the side's first column alone, and only when all its columns are of one table.
 */
function nullableSides(fields: NonNullable<MappedPrepared['fields']>, joinsNotNullableMap: Record<string, boolean>): NullableSide[] {
  const sides = new Map<string, { firstKey: string; table: string; oneTable: boolean }>();
  for (const { path, field } of fields) {
    if (path.length !== 2 || !is(field, Column)) continue;
    const table = getTableName(field.table);
    const side = sides.get(path[0]!);
    if (!side) sides.set(path[0]!, { firstKey: path[1]!, table, oneTable: true });
    else if (side.table !== table) side.oneTable = false;
  }
  // A side mixed from two tables is never nulled by drizzle, whatever its values.
  return [...sides].filter(([, side]) => side.oneTable && !joinsNotNullableMap[side.table]).map(([key, side]) => ({ key, firstKey: side.firstKey }));
}

// An SQL's decoder is internal to drizzle (mapWith sets it); drizzle's own mapping reads it.
type Decoded = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: Decoded }).sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/** drizzle's normalizeFieldValue: a BLOB arrives as an ArrayBuffer and is answered as a Buffer (text where there is none). */
function driverValue(value: unknown): unknown {
  if (!(value instanceof ArrayBuffer)) return value;
  return typeof Buffer !== 'undefined' ? Buffer.from(value) : new TextDecoder().decode(value);
}

/**
 * drizzle's fillPlaceholders for one query's parameters, with the kind of each decided once: a
 * value, a placeholder, or a placeholder inside a Param (its column's encoder applied).
 */
export function compilePlaceholders(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const fills = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (values) => valueOf(values, param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { name } = param.value;
      return (values) => param.encoder.mapToDriverValue(valueOf(values, name));
    }
    return () => param;
  });
  return (values) => {
    const filled = new Array<unknown>(fills.length);
    for (let index = 0; index < fills.length; index += 1) filled[index] = fills[index]!(values);
    return filled;
  };
}

function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) fillPlaceholders([new Placeholder(name)], values);
  return values[name];
}
