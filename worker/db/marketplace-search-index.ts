import type { Client } from '@libsql/client';
import { productCategoryLabels } from '#core/domain/marketplace/catalog.schema.ts';

/**
 * The marketplace search's full-text indexes (decision 061), kept outside the drizzle migrations
 * because a database without FTS5 (or without its trigram tokenizer) must still run the app:
 * they are made right after the migrations when the database can make them, and otherwise left
 * absent, and the search then answers with LIKE (`searchedWith: 'like'`).
 *
 * - products_fts: words (unicode61, accents folded), ranked by bm25; the last word matches by prefix.
 * - products_trigram: every three letters, so part of a word ("alloon") finds "Balloon arch".
 *
 * Each row's rowid is the product's rowid; the triggers keep both in step with products and with
 * a shop's name. Idempotent: run on every start, it only builds what is missing.
 */
export const SEARCH_TABLES = ['products_fts', 'products_trigram'] as const;
const TRIGGERS = ['products_search_insert', 'products_search_update', 'products_search_delete', 'shops_search_rename'] as const;

const COLUMNS = 'title, description, category, shop_name';
const categoryLabelSql = (column: string) =>
  `CASE ${column} ${Object.entries(productCategoryLabels)
    .map(([key, label]) => `WHEN '${key}' THEN '${label.replace(/'/g, "''")}'`)
    .join(' ')} ELSE ${column} END`;
const rowOf = (p: string) => `${p}.rowid, ${p}.title, ${p}.description, ${categoryLabelSql(`${p}.category`)}, (SELECT name FROM shops WHERE id = ${p}.shop_id)`;

function buildStatements(): string[] {
  const statements: string[] = [
    `CREATE VIRTUAL TABLE products_fts USING fts5(${COLUMNS}, tokenize = 'unicode61 remove_diacritics 2')`,
    `CREATE VIRTUAL TABLE products_trigram USING fts5(${COLUMNS}, tokenize = 'trigram')`,
  ];
  for (const table of SEARCH_TABLES) statements.push(`INSERT INTO ${table} (rowid, ${COLUMNS}) SELECT ${rowOf('p')} FROM products p`);
  const insertBoth = (p: string) => SEARCH_TABLES.map((table) => `INSERT INTO ${table} (rowid, ${COLUMNS}) SELECT ${rowOf(p)};`).join(' ');
  const deleteBoth = (rowid: string) => SEARCH_TABLES.map((table) => `DELETE FROM ${table} WHERE rowid = ${rowid};`).join(' ');
  statements.push(
    `CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN ${insertBoth('new')} END`,
    `CREATE TRIGGER products_search_update AFTER UPDATE OF title, description, category, shop_id ON products BEGIN ${deleteBoth('old.rowid')} ${insertBoth('new')} END`,
    `CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN ${deleteBoth('old.rowid')} END`,
    `CREATE TRIGGER shops_search_rename AFTER UPDATE OF name ON shops BEGIN ${SEARCH_TABLES.map(
      (table) => `UPDATE ${table} SET shop_name = new.name WHERE rowid IN (SELECT rowid FROM products WHERE shop_id = new.id);`,
    ).join(' ')} END`,
  );
  return statements;
}

/** Whether the search tables exist on this database (both of them). */
export async function hasSearchIndex(client: Pick<Client, 'execute'>): Promise<boolean> {
  const rows = await client.execute(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN (${SEARCH_TABLES.map((name) => `'${name}'`).join(', ')})`);
  return Number(rows.rows[0]?.n) === SEARCH_TABLES.length;
}

/**
 * Makes the search tables and triggers when they are missing, filled from the products there
 * are, in one write batch: on a database that cannot make them (no FTS5, no trigram tokenizer)
 * the batch fails as a whole and nothing is left behind. Answers whether the index is there.
 */
export async function ensureSearchIndex(client: Client): Promise<boolean> {
  if (await hasSearchIndex(client)) return true;
  try {
    // Half of a set (a table dropped by hand) is cleared first, so the batch starts from nothing.
    await client.batch([...TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name}`), ...SEARCH_TABLES.map((name) => `DROP TABLE IF EXISTS ${name}`), ...buildStatements()], 'write');
    return true;
  } catch {
    return false;
  }
}

/** Removes the search tables and their triggers: the LIKE fallback's tests, and a database moved to a server without FTS5. */
export async function dropSearchIndex(client: Client): Promise<void> {
  await client.batch([...TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name}`), ...SEARCH_TABLES.map((name) => `DROP TABLE IF EXISTS ${name}`)], 'write');
}
