/**
 * Whether a start seeds the demo data, and whether its admin gets the password the README
 * publishes. Development seeds an empty local database file unless told not to (`SEED_DEMO=0`);
 * production, or a remote database (a Turso database a Workers deployment will share: the demo's
 * photos would stay on this machine's disk), seeds nothing unless asked (`SEED_DEMO=1`), and even
 * then the demo admin's password in production is a random one nobody is told: anyone who read
 * the README could sign in as it.
 */
export function demoDataPolicy({ production, localFile, SEED_DEMO }: { production: boolean; localFile: boolean; SEED_DEMO: string | undefined }) {
  const seed = SEED_DEMO === '1' || (SEED_DEMO !== '0' && !production && localFile);
  return { seed, publishedAdminPassword: !production };
}
