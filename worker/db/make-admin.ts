/**
 * `npm run admin -- <email> [--demote]`: makes an existing account an admin (or takes it back) in
 * the database named by DATABASE_URL (with DATABASE_AUTH_TOKEN when it needs one): a local file,
 * a Turso database (libsql://) or any libSQL server over HTTP. Only the Node demo seed makes
 * admins by itself, and a Workers deployment starts with an empty database, so its first admin
 * is made here: they register on the site like anyone else, then an operator runs this. It never
 * creates an account or touches a password.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { emailSchema } from '#core/domain/accounts/accounts.schema.ts';

type Role = 'admin' | 'customer';

const usage = 'Usage: npm run admin -- <email> [--demote]\n  DATABASE_URL (default file:data/cakeday.db) and DATABASE_AUTH_TOKEN name the database.';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--demote');
const emails = args.filter((arg) => !arg.startsWith('-'));
if (unknown.length > 0 || emails.length !== 1) fail(usage, 2);
const parsedEmail = emailSchema.safeParse(emails[0]);
if (!parsedEmail.success) fail(`"${emails[0]}" is not an email address.\n${usage}`, 2);
const email = parsedEmail.data;
const role: Role = args.includes('--demote') ? 'customer' : 'admin';

const url = process.env.DATABASE_URL ?? 'file:data/cakeday.db';
// A token can ride in the URL's query: never print it.
const shownUrl = url.split('?')[0];
// Opening a file that is not there would create an empty database and then report "no such account".
if (url.startsWith('file:') && !url.includes(':memory:') && !existsSync(resolve(url.slice('file:'.length).split('?')[0]!))) {
  fail(`There is no database at ${shownUrl}. Set DATABASE_URL (and DATABASE_AUTH_TOKEN) to the one to change.`);
}

const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
try {
  const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'");
  if (tables.rows.length === 0) fail(`${shownUrl} has no users table: apply the migrations first (npm run db:migrate with the same DATABASE_URL).`);

  // Registration stores emails lower-cased; lower() on both sides still finds a row written by hand.
  const found = await client.execute({ sql: 'SELECT id, email, name, role FROM users WHERE lower(email) = lower(?)', args: [email] });
  const account = found.rows[0];
  if (!account) {
    fail(`No account with the email ${email} in ${shownUrl}; nothing was changed.\n` + 'The person registers on the site first (Sign up, with their own password), then run this again.');
  }
  const label = `${String(account.email)} (${String(account.name)})`;
  if (account.role === role) {
    console.log(`${label} is already ${role === 'admin' ? 'an admin' : 'not an admin'} in ${shownUrl}; nothing was changed.`);
  } else {
    await client.execute({ sql: 'UPDATE users SET role = ?, updated_at = ? WHERE id = ?', args: [role, Date.now(), String(account.id)] });
    console.log(`${label} is ${role === 'admin' ? 'now an admin' : 'no longer an admin'} in ${shownUrl}.`);
    // Workers read the session on every request; the Node server keeps a read session until its own write reaches it, or 5 s.
    console.log('On Workers it applies to their next request; a running Node server on that file sees it within 5 seconds.');
    if (role === 'customer') {
      const admins = await client.execute("SELECT count(*) AS n FROM users WHERE role = 'admin'");
      if (Number(admins.rows[0]?.n) === 0) console.log('Note: this database has no admin left.');
    }
  }
} finally {
  client.close();
}
